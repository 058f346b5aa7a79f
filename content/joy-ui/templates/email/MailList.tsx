import * as React from 'react';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { SxProps } from '@mui/joy/styles/types';
import type { Contact, Mail } from './data';
import { contactName, correspondent, snippet, unreadLabel } from './mailbox';
import { formatShortDate } from './time';
import { visuallyHidden } from './visuallyHidden';

interface MailListProps {
  title: string;
  mails: Mail[];
  selectedId: string | null;
  onOpen: (id: string) => void;
  listRef: React.Ref<HTMLDivElement>;
  sx?: SxProps;
}

/** A folder's messages, newest first: unread ones in bold with a dot and the word "Unread" for screen readers. */
export default function MailList({
  title,
  mails,
  selectedId,
  onOpen,
  listRef,
  sx,
}: MailListProps) {
  const headingId = React.useId();
  const unread = mails.filter((mail) => !mail.read).length;
  return (
    <Sheet
      ref={listRef}
      component="section"
      aria-labelledby={headingId}
      sx={[
        {
          flexDirection: 'column',
          minWidth: 0,
          minHeight: 0,
          flex: { xs: 1, md: '0 0 320px', lg: '0 0 380px' },
          borderInlineEnd: { md: '1px solid' },
          borderColor: { md: 'divider' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          gap: 1,
          px: 2,
          pt: 1.5,
          pb: 1,
          flexShrink: 0,
        }}
      >
        <Typography id={headingId} component="h2" level="title-lg">
          {title}
        </Typography>
        <Typography level="body-sm" textColor="text.secondary">
          {mails.length} {mails.length === 1 ? 'message' : 'messages'}
          {unread > 0 ? `, ${unreadLabel(unread)}` : ''}
        </Typography>
      </Box>
      {mails.length === 0 ? (
        <Typography level="body-md" textColor="text.secondary" sx={{ px: 2, py: 1 }}>
          No messages in {title}.
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
          {mails.map((mail) => (
            <MailRow
              key={mail.id}
              mail={mail}
              selected={mail.id === selectedId}
              onOpen={onOpen}
            />
          ))}
        </List>
      )}
    </Sheet>
  );
}

/** The person a row's avatar shows: the sender, or for the reader's own messages the first recipient. */
function rowPerson(mail: Mail): Contact {
  return (
    (mail.folder === 'sent' || mail.folder === 'drafts' ? mail.to[0] : mail.from) ??
    mail.from
  );
}

function MailRow({
  mail,
  selected,
  onOpen,
}: {
  mail: Mail;
  selected: boolean;
  onOpen: (id: string) => void;
}) {
  const person = rowPerson(mail);
  const weight = mail.read ? 'md' : 'xl';
  return (
    <ListItem>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        data-mail={mail.id}
        onClick={() => onOpen(mail.id)}
        sx={{ alignItems: 'flex-start', gap: 1.5, borderRadius: 'md' }}
      >
        <Avatar
          src={person.avatar}
          alt=""
          aria-hidden="true"
          size="sm"
          sx={{ mt: 0.25 }}
        >
          {contactName(person).charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            {!mail.read && (
              <>
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    bgcolor: 'primary.solidBg',
                    flexShrink: 0,
                  }}
                />
                <Box component="span" sx={visuallyHidden}>
                  {'Unread: '}
                </Box>
              </>
            )}
            <Typography
              component="span"
              level="title-sm"
              noWrap
              sx={{ flex: 1, minWidth: 0, fontWeight: weight }}
            >
              {correspondent(mail)}
            </Typography>
            {mail.starred && (
              <>
                <Box
                  component="span"
                  sx={{
                    display: 'inline-flex',
                    color: 'warning.plainColor',
                    '--Icon-color': 'currentColor',
                    '--Icon-fontSize': '1.125rem',
                  }}
                >
                  <StarRoundedIcon />
                </Box>
                <Box component="span" sx={visuallyHidden}>
                  {' Starred '}
                </Box>
              </>
            )}
            <Typography
              component="span"
              level="body-xs"
              textColor="text.secondary"
              sx={{ flexShrink: 0 }}
            >
              <time dateTime={mail.sentAt}>{formatShortDate(mail.sentAt)}</time>
            </Typography>
          </Box>
          <Typography
            component="span"
            level="body-sm"
            textColor="text.primary"
            noWrap
            sx={{ fontWeight: mail.read ? 'md' : 'lg' }}
          >
            {mail.subject}
          </Typography>
          <Typography
            component="span"
            level="body-sm"
            textColor="text.secondary"
            noWrap
          >
            {snippet(mail)}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
