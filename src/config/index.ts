/** The docs configuration of this build, read once from the process environment. */
import { readDocsConfig } from './docsConfig';

export const docsConfig = readDocsConfig(process.env);
