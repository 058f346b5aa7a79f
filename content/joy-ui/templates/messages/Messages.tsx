'use client';
import * as React from 'react';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import ConversationList from './ConversationList';
import ConversationThread from './ConversationThread';
import { APP_NAME, conversations } from './data';
import {
  initialMessengerState,
  messengerReducer,
  searchConversations,
  totalUnread,
} from './messages';
import { toWallClock } from './time';

/**
 * A messenger: the conversations on one side, the open thread on the other. Phones show one at a
 * time (the list, or the thread with a way back), switched with CSS so the server and the browser
 * render the same markup.
 */
export default function Messages() {
  const [state, dispatch] = React.useReducer(
    messengerReducer,
    conversations,
    initialMessengerState,
  );
  const listRef = React.useRef<HTMLDivElement>(null);
  const threadHeadingRef = React.useRef<HTMLHeadingElement>(null);
  const pendingFocus = React.useRef<'thread' | 'list' | null>(null);

  // When a phone swaps the list for the thread (or back), the focused element disappears: move focus
  // to where the reader now is. Wider screens show both panes, so focus stays where it was.
  React.useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    const list = listRef.current;
    if (target === 'thread') {
      if (list !== null && list.getClientRects().length === 0)
        threadHeadingRef.current?.focus();
      return;
    }
    const item =
      list?.querySelector<HTMLElement>(
        `[data-conversation="${state.selectedId ?? ''}"]`,
      ) ?? list?.querySelector('input');
    item?.focus();
  });

  const selected = state.conversations.find(
    (conversation) => conversation.id === state.selectedId,
  );
  const results = searchConversations(state.conversations, state.query);
  const unread = totalUnread(state.conversations);

  const open = (id: string) => {
    pendingFocus.current = 'thread';
    dispatch({ type: 'open', id });
  };
  const back = () => {
    pendingFocus.current = 'list';
    dispatch({ type: 'back' });
  };
  const send = () => {
    if (selected === undefined) return;
    dispatch({ type: 'send', id: selected.id, sentAt: toWallClock(new Date()) });
  };

  return (
    <Box
      component="main"
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        height: 'calc(100dvh - 49px)',
        minHeight: 480,
        bgcolor: 'background.surface',
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1.25,
          borderBottom: '1px solid',
          borderColor: 'divider',
          flexShrink: 0,
        }}
      >
        <Box
          sx={{
            display: 'flex',
            color: 'primary.plainColor',
            '--Icon-color': 'currentColor',
          }}
        >
          <ForumOutlinedIcon />
        </Box>
        <Typography component="h1" level="title-lg">
          {APP_NAME}
        </Typography>
        <Chip
          size="sm"
          variant="soft"
          color={unread > 0 ? 'primary' : 'neutral'}
          sx={{ marginInlineStart: 'auto' }}
        >
          {unread > 0
            ? `${unread} unread ${unread === 1 ? 'message' : 'messages'}`
            : 'All read'}
        </Chip>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <ConversationList
          listRef={listRef}
          conversations={results}
          selectedId={state.selectedId}
          query={state.query}
          onQueryChange={(query) => dispatch({ type: 'search', query })}
          onOpen={open}
          sx={{
            display: { xs: state.view === 'list' ? 'flex' : 'none', md: 'flex' },
          }}
        />
        <ConversationThread
          headingRef={threadHeadingRef}
          conversation={selected}
          draft={selected === undefined ? '' : (state.drafts[selected.id] ?? '')}
          onDraftChange={(text) => {
            if (selected !== undefined)
              dispatch({ type: 'draft', id: selected.id, text });
          }}
          onSend={send}
          onBack={back}
          sx={{
            display: { xs: state.view === 'thread' ? 'flex' : 'none', md: 'flex' },
          }}
        />
      </Box>
    </Box>
  );
}
