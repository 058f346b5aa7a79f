import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.test-reports/**', '.next/**', 'out/**', 'out-configured/**', '.generated/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', '.bench/**']),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Internal links are plain anchors on purpose: pages are static documents (see ARCHITECTURE.md).
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // Demos are code readers paste into any React app, not Next.js pages: a plain <img> is the markup
    // ImageList and CardMedia style, and next/image would not work outside Next.
    // The page templates are the same: apps a reader copies out of this site.
    files: ['content/**/demos/**/*.tsx', 'content/**/templates/**/*.tsx'],
    rules: { '@next/next/no-img-element': 'off' },
  },
]);
