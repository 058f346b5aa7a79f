import { describe, expect, it } from 'vitest';
import { formatCount, iconImportLine, iconUsage, readFinderUrl, themeLabel, writeFinderUrl } from './finderState';

describe('the finder’s URL', () => {
  it('reads the query and theme, any case, Filled by default', () => {
    expect(readFinderUrl('?query=delete&theme=outlined')).toEqual({ query: 'delete', theme: 'Outlined' });
    expect(readFinderUrl('?theme=TwoTone')).toEqual({ query: '', theme: 'TwoTone' });
    expect(readFinderUrl('?theme=neon')).toEqual({ query: '', theme: 'Filled' });
    expect(readFinderUrl('')).toEqual({ query: '', theme: 'Filled' });
  });

  it('writes them, leaving out the defaults and keeping the rest', () => {
    const page = 'https://mui.com/material-ui/material-icons';
    expect(writeFinderUrl(page, 'trash can', 'Rounded')).toBe(`${page}?query=trash+can&theme=rounded`);
    expect(writeFinderUrl(`${page}?query=x&theme=sharp&ref=a#top`, '', 'Filled')).toBe(`${page}?ref=a#top`);
    expect(readFinderUrl(new URL(writeFinderUrl(page, 'a&b', 'Sharp')).search)).toEqual({ query: 'a&b', theme: 'Sharp' });
  });
});

describe('the code an icon shows', () => {
  it('imports the module by its path, named with an Icon suffix', () => {
    expect(iconImportLine('DeleteOutlined')).toBe("import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';");
    expect(iconUsage('Delete')).toContain('<DeleteIcon fontSize="small" color="primary" />');
    expect(themeLabel('TwoTone')).toBe('Two tone');
  });
});

describe('counts', () => {
  it('are grouped by thousands as toLocaleString("en") groups them', () => {
    for (const count of [0, 7, 999, 1000, 2202, 10750, 123456, 1234567, -4321]) expect(formatCount(count)).toBe(count.toLocaleString('en'));
  });
});
