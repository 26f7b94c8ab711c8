import { env } from '@/config/env';
import { DailySummaryScreen } from '@/features/daily-summary/components/daily-summary-screen';
import { OwnFoodsProvider } from '@/features/my-foods/components/own-foods-provider';
import { useAppConfig } from '@/features/shell/api/get-app-config';
import { useRecommendationType } from '@/features/shell/api/get-recommendation-type';

/**
 * / and /daily-summary (docs/product.md §2.6). The coach's number and the recommendation type come
 * from the shell's calls; 'Crear alimento' and 'Crear receta' in 'Añadir comida' open my-foods' sheets.
 */
export function Component() {
  const config = useAppConfig();
  const { recommendationType } = useRecommendationType();
  const coachNumber = config.data?.coach_whatsapp_number.replace(/\D/g, '') || env.coachWhatsappNumber;
  return (
    <OwnFoodsProvider>
      <DailySummaryScreen recommendationType={recommendationType} coachNumber={coachNumber} />
    </OwnFoodsProvider>
  );
}
