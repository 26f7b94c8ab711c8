import { Spinner } from '@/components/ui/spinner';
import { StravaMark } from './strava-mark';

type ConnectButtonProps = { loading: boolean; onClick: () => void };

/** 'Conectar con Strava' in Strava's own look (its orange #FC4C02 and mark), as its brand asks. */
export function ConnectButton({ loading, onClick }: ConnectButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={loading}
      aria-busy={loading || undefined}
      className="inline-flex min-h-12 w-full select-none items-center justify-center gap-2.5 rounded-xl bg-[#FC4C02] px-5 text-base font-bold text-white shadow-sm shadow-[#FC4C02]/30 transition-colors hover:bg-[#E34402] active:bg-[#CC3D02] disabled:cursor-wait disabled:bg-[#FC4C02]/70 focus-visible:outline-[#FC4C02] sm:w-auto"
    >
      {loading ? <Spinner className="size-5" /> : <StravaMark className="size-5" />}
      Conectar con Strava
    </button>
  );
}
