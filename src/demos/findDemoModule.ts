/**
 * The site's one demo finder (src/demos/demoModules.ts) over the generated folder index; the live
 * demo and the editor share it, so a folder's registry is fetched once per page.
 */
import { demoFolders } from '../../.generated/demoRegistry';
import { createDemoModuleFinder } from './demoModules';

export const findDemoModule = createDemoModuleFinder(demoFolders);
