import type { IconKey } from '@mandap/shared/catalogue/categories';
import {
  Briefcase,
  Brush,
  Building,
  Camera,
  Disc,
  Drum,
  Flame,
  Hand,
  HeartHandshake,
  Hotel,
  type LucideIcon,
  Music,
  PartyPopper,
  Plane,
  Shirt,
  Sparkles,
  Tent,
  Utensils,
} from 'lucide-react';

/** Every catalogue icon key has a drawing: a key added to the catalogue without one fails typecheck. */
const ICONS: Record<IconKey, LucideIcon> = {
  hotel: Hotel,
  camera: Camera,
  sparkles: Sparkles,
  plane: Plane,
  utensils: Utensils,
  'heart-handshake': HeartHandshake,
  tent: Tent,
  brush: Brush,
  flame: Flame,
  shirt: Shirt,
  'party-popper': PartyPopper,
  building: Building,
  drum: Drum,
  disc: Disc,
  music: Music,
  hand: Hand,
  briefcase: Briefcase,
};

interface CategoryIconProps {
  icon: IconKey;
  className?: string;
}

/** A decorative category icon; the text next to it carries the meaning. */
export function CategoryIcon({ icon, className }: CategoryIconProps) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
