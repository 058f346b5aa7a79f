/** The home page: what the site documents, one card per product. */
import SiteHeader from '../layout/SiteHeader';
import { t } from '../i18n/translate';
import { sections } from '../navigation/sections';
import styles from './home.module.css';

export default function HomePage() {
  const products = sections.filter((section) => section.id !== 'default');
  return (
    <>
      <SiteHeader sections={sections} hasSidebar={false} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <h1 className={styles.title}>{t('home.title')}</h1>
        <p className={styles.lead}>{t('home.description')}</p>
        <h2 className={styles.heading}>{t('home.products')}</h2>
        <ul className={styles.cards}>
          {products.map((product) => (
            <li key={product.id} className={styles.card}>
              <h3 className={styles.cardTitle}>
                <a href={product.landing}>{product.name}</a>
              </h3>
              <p className={styles.cardText}>{product.description}</p>
              <span className={styles.cardCta} aria-hidden="true">
                {t('home.start', { product: product.name })} →
              </span>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
