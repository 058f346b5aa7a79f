import * as React from 'react';
import SearchIcon from '@mui/icons-material/Search';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { SxProps } from '@mui/joy/styles/types';
import type { Conversation } from './data';
import { lastMessage, previewOf } from './messages';
import { formatShortDate } from './time';
import { visuallyHidden } from './visuallyHidden';

interface ConversationListProps {
  conversations: Conversation[];
  selectedId: string | null;
  query: string;
  onQueryChange: (query: string) => void;
  onOpen: (id: string) => void;
  listRef: React.Ref<HTMLDivElement>;
  sx?: SxProps;
}

/** The left pane: a search field over the conversations, newest first, each with its unread count. */
export default function ConversationList({
  conversations,
  selectedId,
  query,
  onQueryChange,
  onOpen,
  listRef,
  sx,
}: ConversationListProps) {
  const headingId = React.useId();
  const searching = query.trim() !== '';
  return (
    <Sheet
      ref={listRef}
      component="section"
      aria-labelledby={headingId}
      sx={[
        {
          flexDirection: 'column',
          minHeight: 0,
          minWidth: 0,
          width: { xs: '100%', md: 340 },
          flexShrink: 0,
          borderInlineEnd: { md: '1px solid' },
          borderColor: { md: 'divider' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography id={headingId} component="h2" sx={visuallyHidden}>
        Conversations
      </Typography>
      <Box sx={{ p: 1.5 }}>
        <Input
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="Search"
          startDecorator={<SearchIcon />}
          slotProps={{ input: { 'aria-label': 'Search conversations' } }}
        />
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {searching
          ? `${conversations.length} ${conversations.length === 1 ? 'conversation' : 'conversations'} found`
          : ''}
      </Box>
      {conversations.length === 0 ? (
        <Typography level="body-sm" sx={{ px: 2, py: 1 }}>
          No conversations match “{query.trim()}”.
        </Typography>
      ) : (
        <List
          sx={{
            flex: 1,
            minHeight: 0,
            overflow: 'auto',
            '--List-padding': '0.5rem',
            '--List-gap': '0.25rem',
            '--ListItem-paddingY': '0.625rem',
          }}
        >
          {conversations.map((conversation) => (
            <ConversationItem
              key={conversation.id}
              conversation={conversation}
              selected={conversation.id === selectedId}
              onOpen={onOpen}
            />
          ))}
        </List>
      )}
    </Sheet>
  );
}

function ConversationItem({
  conversation,
  selected,
  onOpen,
}: {
  conversation: Conversation;
  selected: boolean;
  onOpen: (id: string) => void;
}) {
  const { contact, unread } = conversation;
  const last = lastMessage(conversation);
  return (
    <ListItem>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        data-conversation={conversation.id}
        onClick={() => onOpen(conversation.id)}
        sx={{ alignItems: 'flex-start', gap: 1.5, borderRadius: 'md' }}
      >
        <Avatar src={contact.avatar} alt="" size="md" />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography
              component="span"
              level="title-sm"
              noWrap
              sx={{ flex: 1, minWidth: 0 }}
            >
              {contact.name}
            </Typography>
            {last !== undefined && (
              <Typography
                component="span"
                level="body-xs"
                textColor="text.secondary"
                sx={{ flexShrink: 0 }}
              >
                <time dateTime={last.sentAt}>{formatShortDate(last.sentAt)}</time>
              </Typography>
            )}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.25 }}>
            <Typography
              component="span"
              level="body-sm"
              noWrap
              textColor={unread > 0 ? 'text.primary' : 'text.secondary'}
              sx={{ flex: 1, minWidth: 0, fontWeight: unread > 0 ? 'lg' : 'md' }}
            >
              {previewOf(conversation)}
            </Typography>
            {unread > 0 && (
              <Chip size="sm" variant="solid" color="primary" sx={{ flexShrink: 0 }}>
                {unread}
                <Box component="span" sx={visuallyHidden}>
                  {' unread'}
                </Box>
              </Chip>
            )}
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
