/**
 * The playgrounds as MDX components: `<JoyUsagePlayground component="Button" />` and
 * `<JoyCssVarsPlayground component="Button" />`. Server wrappers that check the name (an unknown one
 * fails the build, naming the page and the names there are) and render the island, which the server
 * renders at its defaults into the page.
 */
import 'server-only';
// The islands' stylesheet, imported here too so the route's CSS carries it from the first paint. Imported
// only by the client islands, it arrived with their chunk, and the server's HTML moved as it applied
// (CLS 0.024 on the Button page).
import './JoyPlayground.module.css';
import { LazyCssVarsPlayground, LazyUsagePlayground } from './LazyJoyPlaygrounds.client';
import { cssVarsPlaygroundName, usagePlaygroundName } from './playgroundNames';

export interface JoyPlaygroundProps {
  /** The component's name, as the playgrounds list them (PLAYGROUND_NAMES). */
  component: string;
  /** The page's content file, relative to content/ (supplied by the MDX component map). */
  pageFile: string;
}

/** `<JoyUsagePlayground component="Button" />`: the component's visual props as controls, its preview and code. */
export function JoyUsagePlayground({ component, pageFile }: JoyPlaygroundProps) {
  return <LazyUsagePlayground component={usagePlaygroundName(component, pageFile)} />;
}

/** `<JoyCssVarsPlayground component="Button" />`: a slider per CSS variable, the preview and the `sx` code. */
export function JoyCssVarsPlayground({ component, pageFile }: JoyPlaygroundProps) {
  return <LazyCssVarsPlayground component={cssVarsPlaygroundName(component, pageFile)} />;
}
