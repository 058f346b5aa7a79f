import * as React from 'react';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import ReplyRoundedIcon from '@mui/icons-material/ReplyRounded';
import StarBorderRoundedIcon from '@mui/icons-material/StarBorderRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { SxProps } from '@mui/joy/styles/types';
import type { Mail } from './data';
import { contactName } from './mailbox';
import { formatLongDate, formatTime } from './time';

interface ReadingPaneProps {
  mail: Mail | undefined;
  /** The folder the list shows, for the back button's name. */
  folderLabel: string;
  onBack: () => void;
  onToggleRead: (id: string) => void;
  onToggleStar: (id: string) => void;
  onReply: (mail: Mail) => void;
  headingRef: React.Ref<HTMLHeadingElement>;
  sx?: SxProps;
}

/** The open message with its actions: back (phones), reply, mark as read or unread, star. */
export default function ReadingPane({
  mail,
  folderLabel,
  onBack,
  onToggleRead,
  onToggleStar,
  onReply,
  headingRef,
  sx,
}: ReadingPaneProps) {
  const headingId = React.useId();
  const rootSx = [
    { flex: 1, minWidth: 0, minHeight: 0, flexDirection: 'column' },
    ...(Array.isArray(sx) ? sx : [sx]),
  ] as const;

  if (mail === undefined) {
    return (
      <Sheet
        component="section"
        aria-label="Reading pane"
        sx={[...rootSx, { alignItems: 'center', justifyContent: 'center', p: 3 }]}
      >
        <Typography level="body-md" textColor="text.secondary">
          Select a message to read it.
        </Typography>
      </Sheet>
    );
  }

  const mine = mail.folder === 'sent' || mail.folder === 'drafts';
  return (
    <Sheet component="section" aria-labelledby={headingId} sx={[...rootSx]}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1.5, sm: 2 },
          py: 1,
          borderBottom: '1px solid',
          borderColor: 'divider',
          flexShrink: 0,
        }}
      >
        <IconButton
          aria-label={`Back to ${folderLabel}`}
          variant="plain"
          onClick={onBack}
          sx={{
            display: { md: 'none' },
            '[dir="rtl"] & svg': { transform: 'scaleX(-1)' },
          }}
        >
          <ArrowBackRoundedIcon />
        </IconButton>
        <Box sx={{ flex: 1 }} />
        {!mine && (
          <Button
            variant="outlined"
            color="neutral"
            size="sm"
            startDecorator={<ReplyRoundedIcon />}
            onClick={() => onReply(mail)}
          >
            Reply
          </Button>
        )}
        <Button
          variant="outlined"
          color="neutral"
          size="sm"
          startDecorator={
            mail.read ? (
              <MarkEmailUnreadOutlinedIcon />
            ) : (
              <MarkEmailReadOutlinedIcon />
            )
          }
          onClick={() => onToggleRead(mail.id)}
        >
          {mail.read ? 'Mark as unread' : 'Mark as read'}
        </Button>
        <IconButton
          aria-label="Star"
          aria-pressed={mail.starred}
          variant="outlined"
          color={mail.starred ? 'warning' : 'neutral'}
          size="sm"
          onClick={() => onToggleStar(mail.id)}
        >
          {mail.starred ? <StarRoundedIcon /> : <StarBorderRoundedIcon />}
        </IconButton>
      </Box>
      <Box
        component="article"
        aria-labelledby={headingId}
        tabIndex={0}
        sx={{
          flex: 1,
          minHeight: 0,
          overflow: 'auto',
          px: { xs: 2, sm: 3 },
          py: 2.5,
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.500',
            outlineOffset: '-2px',
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography
            ref={headingRef}
            id={headingId}
            tabIndex={-1}
            component="h2"
            level="h4"
            sx={{
              flex: 1,
              minWidth: 0,
              overflowWrap: 'anywhere',
              '&:focus': { outline: 'none' },
            }}
          >
            {mail.subject}
          </Typography>
          {mail.folder === 'drafts' && (
            <Chip size="sm" variant="soft" color="warning">
              Draft
            </Chip>
          )}
          {!mail.read && (
            <Chip size="sm" variant="soft" color="primary">
              Unread
            </Chip>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 2 }}>
          <Avatar src={mail.from.avatar} alt="" aria-hidden="true">
            {contactName(mail.from).charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography level="title-sm" sx={{ overflowWrap: 'anywhere' }}>
              {contactName(mail.from)}{' '}
              <Typography level="body-sm" textColor="text.secondary">
                &lt;{mail.from.email}&gt;
              </Typography>
            </Typography>
            <Typography
              level="body-sm"
              textColor="text.secondary"
              sx={{ overflowWrap: 'anywhere' }}
            >
              To: {mail.to.map(contactName).join(', ')}
            </Typography>
          </Box>
        </Box>
        <Typography level="body-sm" textColor="text.secondary" sx={{ mt: 1 }}>
          <time dateTime={mail.sentAt}>
            {formatLongDate(mail.sentAt)} at {formatTime(mail.sentAt)}
          </time>
        </Typography>
        <Divider sx={{ my: 2 }} />
        <Box sx={{ maxWidth: '42rem' }}>
          {mail.body.map((paragraph, index) => (
            // Paragraphs have no identity of their own and never move: their position is their key.
            <Typography
              key={index}
              level="body-md"
              sx={{ mb: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {paragraph}
            </Typography>
          ))}
        </Box>
      </Box>
    </Sheet>
  );
}
