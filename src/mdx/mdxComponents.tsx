/** The components MDX content may use, and the elements it renders through site components. */
import type { MDXComponents } from 'mdx/types';
import AllComponents from '../all-components/AllComponents';
import CodeBlock from '../code-block/CodeBlock';
import Demo, { type DemoBackground } from '../demos/Demo';
import Callout from './Callout';
import PackageReleases from './PackageReleases';
import PackageVersions from './PackageVersions';
import DeprecatedApis from '../api-reference/DeprecatedApis';
import { JoyCssVarsPlayground, JoyUsagePlayground } from '../joy-playgrounds/JoyPlaygrounds';
import SupportedPlatforms from '../platforms/SupportedPlatforms';
import MaterialLocales from '../material-locales/MaterialLocales';
import { ColorTool, DefaultThemeViewer, DensityTool, JoyDefaultThemeViewer, JoyThemeBuilder } from '../theme-tools/ThemeTools';
import SystemProperties from '../theme-tools/SystemProperties';
import ThemeValues, { JoyThemeValues } from '../theme-tools/ThemeValues';
import TemplateGallery from '../templates/TemplateGallery';
import IconFinder from '../icon-finder/IconFinder';
import TypographyScale, { JoyTypographyScale } from '../theme-tools/TypographyScale';
import Table from './Table';
import { InstallPanel, InstallTabs } from '../install-tabs/InstallTabs';

/** The components for the page in `content/<file>`: `<Demo>` resolves names against that page's folder. */
export function mdxComponentsFor(file: string): MDXComponents {
  return {
    pre: CodeBlock,
    table: Table,
    Callout,
    InstallTabs,
    InstallPanel,
    PackageVersions,
    PackageReleases,
    AllComponents,
    ThemeValues,
    SystemProperties,
    SupportedPlatforms,
    MaterialLocales,
    TemplateGallery,
    IconFinder,
    DeprecatedApis,
    ColorTool,
    DensityTool,
    DefaultThemeViewer,
    TypographyScale,
    JoyThemeValues,
    JoyTypographyScale,
    JoyDefaultThemeViewer,
    JoyThemeBuilder,
    // An unknown `component` fails the build with the page's file and the names there are.
    JoyUsagePlayground: ({ component }: { component: string }) => <JoyUsagePlayground component={component} pageFile={file} />,
    JoyCssVarsPlayground: ({ component }: { component: string }) => <JoyCssVarsPlayground component={component} pageFile={file} />,
    Demo: ({ name, bg, iframe, height }: { name: string; bg?: DemoBackground; iframe?: boolean; height?: number }) => (
      <Demo name={name} bg={bg} iframe={iframe} height={height} pageFile={file} />
    ),
  };
}
