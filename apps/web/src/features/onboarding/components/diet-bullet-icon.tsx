/**
 * The icon drawn for each diet bullet key (a bullet's first word, kebab-case: docs/product.md §2.5's "icon
 * name"). Core's catalogue only names the key; which icon it gets is chosen here. Only these are
 * imported, so the chunk carries 35 icons and not the whole lucide set; a key missing here falls
 * back to a tick (a test checks that every catalogue bullet has its icon).
 */
import {
  Activity,
  Apple,
  Ban,
  Bean,
  Beef,
  BicepsFlexed,
  CalendarCheck,
  CandyOff,
  CircleCheck,
  Clock,
  Droplets,
  Drumstick,
  Dumbbell,
  Egg,
  Fish,
  Flame,
  Gauge,
  GlassWater,
  Grape,
  Heart,
  HeartPulse,
  Leaf,
  LeafyGreen,
  type LucideIcon,
  Nut,
  Salad,
  Scale,
  ShieldCheck,
  SlidersHorizontal,
  Stethoscope,
  TrendingDown,
  TrendingUp,
  Utensils,
  Wheat,
  WheatOff,
  WineOff,
  Zap,
} from 'lucide-react';

export const DIET_BULLET_ICONS: Record<string, LucideIcon> = {
  activity: Activity,
  apple: Apple,
  ban: Ban,
  bean: Bean,
  beef: Beef,
  'biceps-flexed': BicepsFlexed,
  'calendar-check': CalendarCheck,
  'candy-off': CandyOff,
  clock: Clock,
  droplets: Droplets,
  drumstick: Drumstick,
  dumbbell: Dumbbell,
  egg: Egg,
  fish: Fish,
  flame: Flame,
  gauge: Gauge,
  'glass-water': GlassWater,
  grape: Grape,
  heart: Heart,
  'heart-pulse': HeartPulse,
  leaf: Leaf,
  'leafy-green': LeafyGreen,
  nut: Nut,
  salad: Salad,
  scale: Scale,
  'shield-check': ShieldCheck,
  'sliders-horizontal': SlidersHorizontal,
  stethoscope: Stethoscope,
  'trending-down': TrendingDown,
  'trending-up': TrendingUp,
  utensils: Utensils,
  wheat: Wheat,
  'wheat-off': WheatOff,
  'wine-off': WineOff,
  zap: Zap,
};

/** Splits 'flame Quema grasa' into its key and its text. */
export function parseBullet(bullet: string): { key: string; text: string } {
  const space = bullet.indexOf(' ');
  return space < 0 ? { key: '', text: bullet } : { key: bullet.slice(0, space), text: bullet.slice(space + 1) };
}

export function DietBullet({ bullet }: { bullet: string }) {
  const { key, text } = parseBullet(bullet);
  const Icon = DIET_BULLET_ICONS[key] ?? CircleCheck;
  return (
    <li className="flex items-start gap-2.5 text-sm leading-snug text-gray-700">
      <span aria-hidden className="grid size-7 shrink-0 place-items-center rounded-lg bg-primary-50 text-primary-700">
        <Icon className="size-4" />
      </span>
      <span className="pt-1">{text}</span>
    </li>
  );
}
