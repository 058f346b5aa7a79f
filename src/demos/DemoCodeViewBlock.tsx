/**
 * One highlighted code view of a demo: rendered by the server for the previews and by the code panel
 * for the full sources it fetched. The page's CSS shows the views matching `<html data-code-variant
 * data-code-styling>` and the panel's state (Demo.module.css).
 */
import codeStyles from '../code-block/CodeBlock.module.css';
import { withPreClass, type DemoCodeView } from './demoCodeViewTypes';
import styles from './Demo.module.css';

export default function DemoCodeViewBlock({ view }: { view: DemoCodeView }) {
  return (
    <div className={styles.code} data-demo-code="" data-styling={view.styling} data-lang={view.lang} data-kind={view.kind} data-file={view.file}>
      {view.file ? <p className={styles.fileName}>{view.file}</p> : null}
      {/* Shiki's output: escaped, highlighted source produced at build time from the site's own files. */}
      <div dangerouslySetInnerHTML={{ __html: withPreClass(view.html, codeStyles.pre) }} />
    </div>
  );
}
