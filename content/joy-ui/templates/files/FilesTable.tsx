import ArrowDownward from '@mui/icons-material/ArrowDownward';
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import FileIcon from './FileIcon';
import {
  formatModified,
  formatSize,
  typeFromName,
  type FileItem,
  type Sort,
  type SortKey,
} from './files';
import PersonChip from './PersonChip';

interface FilesTableProps {
  files: readonly FileItem[];
  sort: Sort;
  selectedId: string | null;
  onSort: (key: SortKey) => void;
  onChoose: (id: string) => void;
}

interface SortHeaderProps {
  label: string;
  column: SortKey;
  sort: Sort;
  width?: number;
  alignEnd?: boolean;
  onSort: (key: SortKey) => void;
}

/** A column header that sorts by its column, with aria-sort saying which way. */
function SortHeader({
  label,
  column,
  sort,
  width,
  alignEnd,
  onSort,
}: SortHeaderProps) {
  const active = sort.key === column;
  return (
    <th
      scope="col"
      aria-sort={active ? sort.direction : undefined}
      style={width === undefined ? undefined : { width }}
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: alignEnd ? 'flex-end' : 'flex-start',
        }}
      >
        <Link
          component="button"
          underline="none"
          color="neutral"
          textColor={active ? 'text.primary' : 'text.secondary'}
          fontWeight="lg"
          endDecorator={<ArrowDownward />}
          onClick={() => onSort(column)}
          sx={{
            // The arrow keeps its room when hidden, so the header never shifts.
            '& svg': {
              opacity: active ? 1 : 0,
              transform:
                active && sort.direction === 'ascending' ? 'rotate(180deg)' : 'none',
              transition: 'transform 0.15s',
            },
            '&:hover svg, &:focus-visible svg': { opacity: 1 },
          }}
        >
          {label}
        </Link>
      </Box>
    </th>
  );
}

/** The files as a table that scrolls sideways inside its own region on narrow screens. */
export default function FilesTable({
  files,
  sort,
  selectedId,
  onSort,
  onChoose,
}: FilesTableProps) {
  return (
    <Sheet
      variant="outlined"
      role="region"
      aria-label="Files table"
      tabIndex={0}
      sx={(theme) => ({
        borderRadius: 'sm',
        overflow: 'auto',
        '&:focus-visible': {
          outline: `2px solid ${theme.vars.palette.focusVisible}`,
          outlineOffset: 2,
        },
      })}
    >
      <Table
        aria-label="Files"
        hoverRow
        sx={(theme) => ({
          minWidth: 760,
          '--TableCell-headBackground': theme.vars.palette.background.level1,
          '--TableCell-paddingX': '12px',
          // Joy paints every th like a header; the row headers belong to the body.
          '& tbody th': {
            backgroundColor: 'var(--TableCell-dataBackground)',
            fontWeight: 'inherit',
            whiteSpace: 'normal',
          },
          '& tbody tr[data-selected]': {
            '--TableCell-dataBackground': theme.vars.palette.background.level2,
          },
        })}
      >
        <thead>
          <tr>
            <SortHeader label="Name" column="name" sort={sort} onSort={onSort} />
            <th scope="col" style={{ width: 120 }}>
              Type
            </th>
            <SortHeader
              label="Size"
              column="size"
              sort={sort}
              width={96}
              alignEnd
              onSort={onSort}
            />
            <SortHeader
              label="Modified"
              column="modifiedAt"
              sort={sort}
              width={132}
              onSort={onSort}
            />
            <th scope="col" style={{ width: 180 }}>
              Owner
            </th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => {
            const chosen = file.id === selectedId;
            const type = typeFromName(file.name);
            return (
              <tr key={file.id} data-selected={chosen ? '' : undefined}>
                <th scope="row">
                  <Box
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1.5,
                      minWidth: 0,
                    }}
                  >
                    <FileIcon type={type} />
                    <Link
                      component="button"
                      color="neutral"
                      textColor="text.primary"
                      aria-current={chosen ? 'true' : undefined}
                      onClick={() => onChoose(file.id)}
                      sx={{
                        fontWeight: chosen ? 'lg' : 'md',
                        textAlign: 'start',
                        minWidth: 0,
                        overflowWrap: 'anywhere',
                      }}
                    >
                      {file.name}
                    </Link>
                  </Box>
                </th>
                <td>{type}</td>
                <td style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
                  {formatSize(file.size)}
                </td>
                <td>{formatModified(file.modifiedAt)}</td>
                <td>
                  <PersonChip person={file.owner} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Sheet>
  );
}
