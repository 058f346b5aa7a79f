/** The 404 page (exported as out/404.html; the production server answers unknown paths with it). */
import OnDemandSiteHeader from '../layout/OnDemandSiteHeader';
import { t } from '../i18n/translate';
import { sections } from '../navigation/sections';
import styles from './home.module.css';

export default function NotFound() {
  const products = sections.filter((section) => section.id !== 'default');
  return (
    <>
      <OnDemandSiteHeader sections={sections} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <p className={styles.lead}>{t('notFound.description')}</p>
        <p>
          <a href="/">{t('notFound.home')}</a>
        </p>
        <ul>
          {products.map((product) => (
            <li key={product.id}>
              <a href={product.landing}>{product.name}</a>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
