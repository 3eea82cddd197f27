import { categoryByRoute } from '@mandap/shared/catalogue/categories';
import { useLocation } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon';
import { NotFound } from '../../components/ui/not-found';

/** The one registration form of all 17 categories, chosen by the path (R1, R2). Not built yet. */
export function RegistrationFormScreen() {
  const { pathname } = useLocation();
  const category = categoryByRoute(pathname);
  if (!category) return <NotFound />;
  return (
    <ComingSoon
      title={category.formTitle}
      eyebrow={category.title}
      documentTitle={`${category.title}: ${category.formTitle} · Mandap`}
    />
  );
}
