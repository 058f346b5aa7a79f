'use client';
import * as React from 'react';
import FolderRounded from '@mui/icons-material/FolderRounded';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Drawer from '@mui/joy/Drawer';
import LinearProgress from '@mui/joy/LinearProgress';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';
import { DRIVE_NAME, FILES, ME, QUOTA } from './data';
import FileDetails from './FileDetails';
import {
  addUploads,
  filterFiles,
  formatSize,
  nextSort,
  sortFiles,
  totalSize,
  typesIn,
  type FileItem,
  type FileType,
  type Sort,
} from './files';
import FilesGrid from './FilesGrid';
import FilesTable from './FilesTable';
import FilesToolbar, { type View } from './FilesToolbar';
import UploadButton from './UploadButton';

export default function Files() {
  const theme = useTheme();
  const [files, setFiles] = React.useState<readonly FileItem[]>(FILES);
  const [query, setQuery] = React.useState('');
  const [type, setType] = React.useState<FileType | 'all'>('all');
  const [sort, setSort] = React.useState<Sort>({
    key: 'modifiedAt',
    direction: 'descending',
  });
  const [view, setView] = React.useState<View>('table');
  const [selectedId, setSelectedId] = React.useState<string | null>(
    FILES[0]?.id ?? null,
  );
  const [detailsOpen, setDetailsOpen] = React.useState(false);
  const [notice, setNotice] = React.useState('');
  const panelHeadingId = React.useId();
  const drawerHeadingId = React.useId();

  // On phones the details open in a drawer; close it if the window grows to show the panel.
  const wideQuery = `(min-width: ${theme.breakpoints.values.md}px)`;
  React.useEffect(() => {
    const wide = window.matchMedia(wideQuery);
    const close = () => {
      if (wide.matches) setDetailsOpen(false);
    };
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [wideQuery]);

  const shown = sortFiles(filterFiles(files, query, type), sort);
  const selected = files.find((file) => file.id === selectedId) ?? null;
  const used = totalSize(files);

  const choose = (id: string) => {
    setSelectedId(id);
    // Read in the click, never while rendering: the server has no window.
    if (!window.matchMedia(wideQuery).matches) setDetailsOpen(true);
  };

  const upload = (picked: File[]) => {
    const result = addUploads(
      files,
      picked.map((file) => ({ name: file.name, size: file.size })),
      ME,
      new Date().toISOString(),
    );
    setFiles(result.files);
    setSelectedId(result.added[0]?.id ?? selectedId);
    const count = result.added.length;
    setNotice(
      count === 1
        ? `Uploaded ${picked[0]?.name ?? ''}.`
        : `Uploaded ${count} files.`,
    );
  };

  const clearFilters = () => {
    setQuery('');
    setType('all');
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
      <Sheet
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: { xs: 2, sm: 3 },
          py: 1.25,
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Avatar
          variant="solid"
          color="primary"
          size="sm"
          aria-hidden
          sx={{ borderRadius: 'sm' }}
        >
          <FolderRounded />
        </Avatar>
        <Typography level="title-lg" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {DRIVE_NAME} drive
        </Typography>
        <Avatar size="sm" src={ME.avatar} alt={ME.name} />
      </Sheet>
      <Box
        component="main"
        sx={{
          flex: 1,
          minWidth: 0,
          px: { xs: 2, sm: 3 },
          py: { xs: 2, sm: 3 },
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
        }}
      >
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}
        >
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography level="h2" component="h1">
              Files
            </Typography>
            <Typography
              level="body-sm"
              textColor="text.secondary"
              sx={{ mt: 0.5, mb: 1 }}
            >
              {files.length} files · {formatSize(used)} of {formatSize(QUOTA)} used
            </Typography>
            <LinearProgress
              determinate
              value={Math.min(100, (used / QUOTA) * 100)}
              aria-label="Storage used"
              sx={{ maxWidth: 280 }}
            />
          </Box>
          <UploadButton onFiles={upload} />
        </Box>
        <FilesToolbar
          query={query}
          type={type}
          types={typesIn(files)}
          sort={sort}
          view={view}
          onQuery={setQuery}
          onType={setType}
          onSort={setSort}
          onView={setView}
        />
        <Typography
          role="status"
          level="body-sm"
          textColor="text.primary"
          sx={{ minHeight: 20 }}
        >
          {notice}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'minmax(0, 1fr) 300px',
            },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            {shown.length === 0 ? (
              <Sheet
                variant="outlined"
                sx={{
                  borderRadius: 'sm',
                  p: 4,
                  display: 'grid',
                  justifyItems: 'center',
                  gap: 1,
                }}
              >
                <Typography>No files match the search and type.</Typography>
                <Button
                  size="sm"
                  variant="outlined"
                  color="neutral"
                  onClick={clearFilters}
                >
                  Clear filters
                </Button>
              </Sheet>
            ) : view === 'table' ? (
              <FilesTable
                files={shown}
                sort={sort}
                selectedId={selectedId}
                onSort={(key) => setSort((current) => nextSort(current, key))}
                onChoose={choose}
              />
            ) : (
              <FilesGrid files={shown} selectedId={selectedId} onChoose={choose} />
            )}
          </Box>
          <Sheet
            component="section"
            aria-labelledby={panelHeadingId}
            variant="outlined"
            sx={{
              display: { xs: 'none', md: 'block' },
              position: 'sticky',
              top: 16,
              borderRadius: 'sm',
              p: 2,
            }}
          >
            <FileDetails file={selected} headingId={panelHeadingId} />
          </Sheet>
        </Box>
      </Box>
      <Drawer
        anchor="bottom"
        size="sm"
        open={detailsOpen}
        onClose={() => setDetailsOpen(false)}
        slotProps={{
          content: {
            'aria-labelledby': drawerHeadingId,
            // No DialogContent here, so no description to point at.
            'aria-describedby': undefined,
            sx: (theme) => ({
              height: 'auto',
              maxHeight: '85dvh',
              p: 2,
              pt: 6,
              borderRadius: `${theme.vars.radius.md} ${theme.vars.radius.md} 0 0`,
            }),
          },
        }}
      >
        <ModalClose aria-label="Close details" />
        <FileDetails file={selected} headingId={drawerHeadingId} />
      </Drawer>
    </Box>
  );
}
