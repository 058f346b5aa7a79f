/**
 * The highlighter's themes, one per colour mode. Chosen by measuring every token colour against the
 * code background: all reach WCAG AA (4.5:1), which src/code-block/codeContrast.test.ts keeps true.
 */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;
