import * as s from '@mandap/shared/messages/en/public-search-box';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { searchPath } from '@/config/paths';

/** Cities, each leading to the vendors there. */
export function CityLinks({ cities }: { cities: readonly string[] }) {
  return (
    <ul aria-label={s.popularCities} className="flex flex-wrap gap-2">
      {cities.map((city) => (
        <li key={city}>
          <Link
            to={searchPath({ city })}
            translate="no"
            className="inline-flex items-center gap-1.5 rounded-full border border-maroon-100 bg-white px-3.5 py-2 text-sm font-medium text-stone-800 shadow-sm transition hover:border-marigold-300 hover:text-maroon-800"
          >
            <MapPin aria-hidden="true" className="size-4 text-marigold-700" />
            {city}
          </Link>
        </li>
      ))}
    </ul>
  );
}
