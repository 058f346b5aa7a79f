import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import StarOutlineRoundedIcon from '@mui/icons-material/StarOutlineRounded';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import type { SxProps } from '@mui/joy/styles/types';
import type { ReactNode } from 'react';
import type { Mail } from './data';
import { FOLDERS, unreadCount, type FolderId } from './mailbox';
import { visuallyHidden } from './visuallyHidden';

const ICONS: Record<FolderId, ReactNode> = {
  inbox: <InboxOutlinedIcon />,
  starred: <StarOutlineRoundedIcon />,
  sent: <SendOutlinedIcon />,
  drafts: <DraftsOutlinedIcon />,
  archive: <ArchiveOutlinedIcon />,
};

interface FolderNavProps {
  mails: readonly Mail[];
  folder: FolderId;
  onFolderChange: (folder: FolderId) => void;
  sx?: SxProps;
}

/** The folders, each with its unread count; a column beside the list, a wrapping row above it on phones. */
export default function FolderNav({
  mails,
  folder,
  onFolderChange,
  sx,
}: FolderNavProps) {
  return (
    <Box
      component="nav"
      aria-label="Folders"
      sx={[
        {
          flexShrink: 0,
          width: { md: 200 },
          p: 1,
          borderBottom: { xs: '1px solid', md: 'none' },
          borderInlineEnd: { md: '1px solid' },
          borderColor: 'divider',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <List
        size="sm"
        sx={{
          flexDirection: { xs: 'row', md: 'column' },
          flexWrap: { xs: 'wrap', md: 'nowrap' },
          gap: 0.5,
          '--List-gap': '0px',
          '--ListItem-radius': '8px',
          '--ListItem-minHeight': '2.5rem',
        }}
      >
        {FOLDERS.map(({ id, label }) => {
          const unread = unreadCount(mails, id);
          const selected = id === folder;
          return (
            <ListItem key={id}>
              <ListItemButton
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                onClick={() => onFolderChange(id)}
              >
                <ListItemDecorator>{ICONS[id]}</ListItemDecorator>
                <ListItemContent sx={{ fontWeight: selected ? 'lg' : 'md' }}>
                  {label}
                </ListItemContent>
                {unread > 0 && (
                  <Chip size="sm" variant="soft" color="primary">
                    {unread}
                    <Box component="span" sx={visuallyHidden}>
                      {' unread'}
                    </Box>
                  </Chip>
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
