/**
 * The remark plugin behind install blocks: a shell code block (`bash`, `sh`, `shell`) holding only
 * `npm install` lines becomes `<InstallTabs>` with a panel per package manager, each a shell code block
 * of the command in that manager's words, which the highlighter then colours like any other block.
 * MDX writes the npm command once; pnpm and yarn are derived here (packageManagers.ts).
 */
import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { installCommands, PACKAGE_MANAGERS, parseInstallBlock } from './packageManagers';

const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell']);

function attribute(name: string, value: string): MdxJsxFlowElement['attributes'][number] {
  return { type: 'mdxJsxAttribute', name, value };
}

export function remarkInstallTabs() {
  return (tree: Root) => {
    let count = 0;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined || !SHELL_LANGUAGES.has(node.lang ?? '')) return;
      const lines = parseInstallBlock(node.value);
      if (!lines) return;
      count += 1;
      const block = `install-${count}`;
      const commands = installCommands(lines);
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'InstallTabs',
        attributes: [attribute('id', block)],
        children: PACKAGE_MANAGERS.map(
          (manager): MdxJsxFlowElement => ({
            type: 'mdxJsxFlowElement',
            name: 'InstallPanel',
            attributes: [attribute('block', block), attribute('manager', manager)],
            children: [{ type: 'code', lang: 'bash', meta: null, value: commands[manager] }],
          }),
        ),
      };
      parent.children.splice(index, 1, element);
    });
  };
}
