import { Star } from 'lucide-react';

interface StarsProps {
  /** 0 to 5; halves and more round to the nearest whole star on screen. */
  value: number;
  /** What a screen reader hears instead of the five icons: '4.6 out of 5 stars'. */
  label: string;
  size?: 'sm' | 'md';
}

/** Five stars, the first `value` filled, named by `label`: the picture is not the only carrier. */
export function Stars({ value, label, size = 'sm' }: StarsProps) {
  const filled = Math.round(value);
  const iconClass = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${iconClass} ${n <= filled ? 'fill-marigold-400 text-marigold-500' : 'fill-transparent text-stone-300'}`}
        />
      ))}
    </span>
  );
}
