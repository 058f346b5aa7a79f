import type { Section } from '../../src/navigation/types';

const section: Section = {
  id: 'default',
  name: 'MUI',
  description: 'Pages that concern every library on this site, such as the versions it documents.',
  pathPrefix: '',
  landing: '/versions',
  pages: [
    { pathname: '/versions' },
    { pathname: '/production-error', title: 'Production error' },
    { title: 'Store', href: 'https://mui.com/store/', pathname: '/store-link' },
    { title: 'Blog', href: 'https://mui.com/blog/', pathname: '/blog-link' },
  ],
};

export default section;
