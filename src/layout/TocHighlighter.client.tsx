'use client';
/**
 * Marks the table-of-contents link of the section being read (`aria-current="location"`), and shows the
 * "Back to top" link once the reader has scrolled a screen (`data-scrolled` on the contents). The links
 * are server-rendered; this only toggles attributes, so it ships a few hundred bytes.
 */
import { useEffect } from 'react';
import { currentSectionId } from './currentSection';

export default function TocHighlighter() {
  useEffect(() => {
    const toc = document.querySelector<HTMLElement>('[data-toc]');
    const top = toc?.querySelector<HTMLAnchorElement>('[data-back-to-top]');
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('[data-toc] a[href^="#"]:not([data-back-to-top])'));
    const headings = links
      .map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))))
      .filter((heading): heading is HTMLElement => heading !== null);
    if (headings.length === 0) return;

    // Back to the top of the page, with focus on the page's content (where the skip link lands), so the
    // next Tab starts from the top too.
    const backToTop = (event: MouseEvent) => {
      event.preventDefault();
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      document.getElementById('main-content')?.focus({ preventScroll: true });
    };
    top?.addEventListener('click', backToTop);

    let frame = 0;
    const update = () => {
      frame = 0;
      toc?.toggleAttribute('data-scrolled', window.scrollY > window.innerHeight);
      const offset = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const id = currentSectionId(
        headings.map((heading) => ({ id: heading.id, top: heading.getBoundingClientRect().top })),
        offset + 8,
        atBottom,
      );
      for (const link of links) {
        if (link.hash === `#${id}`) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      }
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('hashchange', schedule);
    return () => {
      cancelAnimationFrame(frame);
      top?.removeEventListener('click', backToTop);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('hashchange', schedule);
    };
  }, []);
  return null;
}
