/** The components MDX content may use, and the elements it renders through site components. */
import type { MDXComponents } from 'mdx/types';
import CodeBlock from '../code-block/CodeBlock';
import Callout from './Callout';
import PackageVersions from './PackageVersions';
import Table from './Table';

export const mdxComponents: MDXComponents = {
  pre: CodeBlock,
  table: Table,
  Callout,
  PackageVersions,
};
