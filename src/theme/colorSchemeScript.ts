/**
 * The inline script that runs before first paint: it reads the stored mode (`mui-mode`: light, dark or
 * system; system by default) and puts `light` or `dark` on <html>, so no page ever flashes the wrong mode.
 */

export const MODE_STORAGE_KEY = 'mui-mode';
export type Mode = 'light' | 'dark' | 'system';
export const DEFAULT_MODE: Mode = 'system';

/** The colour scheme a mode resolves to, given whether the OS prefers dark. */
export function resolveColorScheme(mode: string | null, systemPrefersDark: boolean): 'light' | 'dark' {
  if (mode === 'light' || mode === 'dark') return mode;
  return systemPrefersDark ? 'dark' : 'light';
}

/** Source of the inline script; it mirrors `resolveColorScheme` and never throws (storage may be blocked). */
export function colorSchemeScript(): string {
  return `(()=>{let m=null;try{m=localStorage.getItem(${JSON.stringify(MODE_STORAGE_KEY)})}catch(e){}const d=m==='dark'||(m!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);const c=document.documentElement.classList;c.remove(d?'light':'dark');c.add(d?'dark':'light');})()`;
}
