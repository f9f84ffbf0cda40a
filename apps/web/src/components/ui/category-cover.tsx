import {
  BookOpen,
  Compass,
  Cpu,
  Crown,
  Flag,
  Gem,
  Globe2,
  Landmark,
  Lightbulb,
  type LucideIcon,
  Palette,
  Scroll,
  Shield,
  Sprout,
  Users,
  UtensilsCrossed,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

// One motif per category (spec section 9). Dark grounds keep white text at AA contrast.
const ART: Record<string, { icon: LucideIcon; ground: string }> = {
  'Ancient Civilizations': { icon: Landmark, ground: 'from-[#7c2d12] to-[#431407]' },
  'World History': { icon: Globe2, ground: 'from-[#1e3a5f] to-[#0f1f33]' },
  'Art History': { icon: Palette, ground: 'from-[#6b2f5b] to-[#3b1733]' },
  'Military History': { icon: Shield, ground: 'from-[#3f4d2e] to-[#222b17]' },
  'Cultural Heritage': { icon: Gem, ground: 'from-[#8a3b12] to-[#4a1d08]' },
  'Historical Innovation': { icon: Lightbulb, ground: 'from-[#6b4a12] to-[#3a2707]' },
  'Modern History': { icon: Compass, ground: 'from-[#2f4858] to-[#17252e]' },
  'Archaeological Finds': { icon: Scroll, ground: 'from-[#7a5230] to-[#3f2a17]' },
  'Historical Literature': { icon: BookOpen, ground: 'from-[#4a3266] to-[#261a35]' },
  'Historical Politics': { icon: Crown, ground: 'from-[#6e1f2a] to-[#3a0f16]' },
  'Tech & Innovation': { icon: Cpu, ground: 'from-[#1f4f4a] to-[#0f2926]' },
  'Personal Development': { icon: Sprout, ground: 'from-[#2f5439] to-[#18301f]' },
  'Social Impact': { icon: Users, ground: 'from-[#7a3e1d] to-[#3f1f0e]' },
  Leadership: { icon: Flag, ground: 'from-[#3a3f6b] to-[#1d2038]' },
};
const FALLBACK = { icon: UtensilsCrossed, ground: 'from-brand-700 to-brand-900' };

/**
 * The cover of an event card: a dark gradient and a large faint motif chosen by the event's
 * category. Decorative; `children` sit on top (badges).
 */
export function CategoryCover({
  category,
  className,
  children,
}: {
  category: string | undefined;
  className?: string;
  children?: ReactNode;
}) {
  const art = (category && ART[category]) || FALLBACK;
  const Icon = art.icon;
  return (
    <div className={cn('relative overflow-hidden bg-gradient-to-br', art.ground, className)}>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(255,237,213,0.28),transparent_55%)]"
      />
      <Icon
        aria-hidden="true"
        strokeWidth={1.25}
        className="absolute -right-4 -bottom-6 size-32 text-white/15"
      />
      {children}
    </div>
  );
}
