import * as t from '@mandap/shared/messages/en/vendor-listings';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { secondaryButton } from './page';

/** Back to where the vendor came from, or to /services when the page was opened directly. */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      className={secondaryButton}
      onClick={() => {
        if (location.key === 'default') void navigate(paths.listings);
        else void navigate(-1);
      }}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t.back}
    </button>
  );
}
