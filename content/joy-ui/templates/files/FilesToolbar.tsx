import GridViewRounded from '@mui/icons-material/GridViewRounded';
import SearchIcon from '@mui/icons-material/Search';
import TableRowsRounded from '@mui/icons-material/TableRowsRounded';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import { SORT_OPTIONS, sortOptionId, type FileType, type Sort } from './files';

export type View = 'table' | 'grid';

interface FilesToolbarProps {
  query: string;
  type: FileType | 'all';
  types: readonly FileType[];
  sort: Sort;
  view: View;
  onQuery: (query: string) => void;
  onType: (type: FileType | 'all') => void;
  onSort: (sort: Sort) => void;
  onView: (view: View) => void;
}

/** Search, the type filter, the sort and the switch between the table and the grid. */
export default function FilesToolbar(props: FilesToolbarProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: 1.5,
      }}
    >
      <FormControl size="sm" sx={{ flex: '3 1 220px', minWidth: 0 }}>
        <FormLabel>Search files</FormLabel>
        <Input
          type="search"
          placeholder="File name"
          startDecorator={<SearchIcon />}
          value={props.query}
          onChange={(event) => props.onQuery(event.target.value)}
        />
      </FormControl>
      <FormControl size="sm" sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <FormLabel>Type</FormLabel>
        <Select<FileType | 'all'>
          value={props.type}
          onChange={(_event, value) => props.onType(value ?? 'all')}
        >
          <Option value="all">All types</Option>
          {props.types.map((type) => (
            <Option key={type} value={type}>
              {type}
            </Option>
          ))}
        </Select>
      </FormControl>
      <FormControl size="sm" sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <FormLabel>Sort by</FormLabel>
        <Select<string>
          value={sortOptionId(props.sort)}
          onChange={(_event, value) => {
            const option = SORT_OPTIONS.find((item) => item.id === value);
            if (option) props.onSort(option.sort);
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <Option key={option.id} value={option.id}>
              {option.label}
            </Option>
          ))}
        </Select>
      </FormControl>
      <ToggleButtonGroup<View>
        size="sm"
        aria-label="View"
        value={props.view}
        onChange={(_event, value) => {
          // A click on the pressed button gives null: one view always stays chosen.
          if (value !== null) props.onView(value);
        }}
      >
        <IconButton value="table" aria-label="Table view">
          <TableRowsRounded />
        </IconButton>
        <IconButton value="grid" aria-label="Grid view">
          <GridViewRounded />
        </IconButton>
      </ToggleButtonGroup>
    </Box>
  );
}
