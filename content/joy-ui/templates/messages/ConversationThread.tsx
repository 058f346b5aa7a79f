import * as React from 'react';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { SxProps } from '@mui/joy/styles/types';
import Composer from './Composer';
import type { Conversation, Message } from './data';
import { groupByDay } from './messages';
import { formatLongDate, formatTime } from './time';
import { visuallyHidden } from './visuallyHidden';

interface ConversationThreadProps {
  conversation: Conversation | undefined;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  onBack: () => void;
  headingRef: React.Ref<HTMLHeadingElement>;
  sx?: SxProps;
}

/** The open conversation: who it is with, its messages grouped by day, and the composer. */
export default function ConversationThread({
  conversation,
  draft,
  onDraftChange,
  onSend,
  onBack,
  headingRef,
  sx,
}: ConversationThreadProps) {
  const headingId = React.useId();
  const rootSx = [
    { flex: 1, minWidth: 0, minHeight: 0, flexDirection: 'column' },
    ...(Array.isArray(sx) ? sx : [sx]),
  ] as const;

  if (conversation === undefined) {
    return (
      <Sheet
        component="section"
        aria-label="Conversation"
        sx={[...rootSx, { alignItems: 'center', justifyContent: 'center', p: 3 }]}
      >
        <Typography level="body-md" textColor="text.secondary">
          Choose a conversation to read it.
        </Typography>
      </Sheet>
    );
  }

  const { contact } = conversation;
  return (
    <Sheet component="section" aria-labelledby={headingId} sx={[...rootSx]}>
      <Box
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
        <IconButton
          aria-label="Back to conversations"
          variant="plain"
          onClick={onBack}
          sx={{
            display: { md: 'none' },
            '[dir="rtl"] & svg': { transform: 'scaleX(-1)' },
          }}
        >
          <ArrowBackRoundedIcon />
        </IconButton>
        <Avatar src={contact.avatar} alt="" />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            ref={headingRef}
            id={headingId}
            tabIndex={-1}
            component="h2"
            level="title-md"
            noWrap
            sx={{ '&:focus': { outline: 'none' } }}
          >
            {contact.name}
          </Typography>
          <Typography level="body-sm" textColor="text.secondary" noWrap>
            {contact.role}
          </Typography>
        </Box>
      </Box>
      {/*
        The log scrolls, and column-reverse makes it start scrolled to the newest message (and stay
        there as messages arrive) without measuring anything in script.
      */}
      <Box
        role="log"
        aria-label={`Messages with ${contact.name}`}
        tabIndex={0}
        sx={{
          flex: 1,
          minHeight: 0,
          overflow: 'auto',
          display: 'flex',
          flexDirection: 'column-reverse',
          px: { xs: 1.5, sm: 2 },
          py: 2,
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.500',
            outlineOffset: '-2px',
          },
        }}
      >
        <Box>
          {groupByDay(conversation.messages).map((group) => (
            <Box key={group.day}>
              <Typography
                component="h3"
                level="body-xs"
                textColor="text.secondary"
                sx={{ textAlign: 'center', my: 1.5, fontWeight: 'lg' }}
              >
                {formatLongDate(`${group.day}T00:00`)}
              </Typography>
              <List
                sx={{
                  '--List-gap': '0.75rem',
                  '--ListItem-paddingX': '0px',
                  '--ListItem-paddingY': '0px',
                }}
              >
                {group.messages.map((message) => (
                  <MessageBubble
                    key={message.id}
                    message={message}
                    senderName={contact.name}
                  />
                ))}
              </List>
            </Box>
          ))}
        </Box>
      </Box>
      <Composer
        recipient={contact.name.split(' ')[0] ?? contact.name}
        draft={draft}
        onDraftChange={onDraftChange}
        onSend={onSend}
      />
    </Sheet>
  );
}

function MessageBubble({
  message,
  senderName,
}: {
  message: Message;
  senderName: string;
}) {
  const mine = message.from === 'me';
  return (
    <ListItem
      sx={{
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        gap: 0.5,
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {mine ? 'You' : senderName}:
      </Box>
      <Sheet
        variant={mine ? 'solid' : 'soft'}
        color={mine ? 'primary' : 'neutral'}
        sx={{
          px: 1.5,
          py: 1,
          maxWidth: 'min(80%, 34rem)',
          borderRadius: 'lg',
          [mine ? 'borderEndEndRadius' : 'borderEndStartRadius']: 4,
        }}
      >
        <Typography
          level="body-md"
          textColor="inherit"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {message.text}
        </Typography>
      </Sheet>
      <Typography level="body-xs" textColor="text.secondary">
        <time dateTime={message.sentAt}>{formatTime(message.sentAt)}</time>
      </Typography>
    </ListItem>
  );
}
