import { Link } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon';
import { paths } from '../../config/paths';

/** The marketplace front page (R12) is a later issue; until then it points to the directory. */
export function HomeScreen() {
  return (
    <ComingSoon
      title="Welcome to Mandap"
      eyebrow="Wedding and event vendors across India"
      documentTitle="Mandap · Wedding and event vendors"
      showHomeLink={false}
    >
      <Link
        to={paths.directory}
        className="mt-8 inline-flex items-center rounded-full bg-maroon-800 px-5 py-2.5 font-medium text-ivory shadow-sm transition hover:bg-maroon-900"
      >
        Browse vendor categories
      </Link>
    </ComingSoon>
  );
}
