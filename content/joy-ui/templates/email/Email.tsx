'use client';
import * as React from 'react';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import MarkunreadOutlinedIcon from '@mui/icons-material/MarkunreadOutlined';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { EMPTY_DRAFT, replyDraft, toMail, type ComposeDraft } from './compose';
import ComposeModal, { type ComposeRequest } from './ComposeModal';
import { APP_NAME, ME, mails as fixtures, type Mail } from './data';
import FolderNav from './FolderNav';
import MailList from './MailList';
import {
  folderLabel,
  initialMailboxState,
  mailboxReducer,
  messagesIn,
  type FolderId,
} from './mailbox';
import ReadingPane from './ReadingPane';
import { toWallClock } from './time';

/**
 * A mail client: folders, the folder's messages and the open message side by side; on phones the
 * open message takes the place of the list (switched with CSS, so server and browser agree). The
 * compose dialog validates before sending, and a sent message lands in Sent.
 */
export default function Email() {
  const [state, dispatch] = React.useReducer(
    mailboxReducer,
    fixtures,
    initialMailboxState,
  );
  const [compose, setCompose] = React.useState<ComposeRequest | null>(null);
  const listRef = React.useRef<HTMLDivElement>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const pendingFocus = React.useRef<'message' | 'list' | null>(null);

  // When a phone swaps the list for the message (or back), the focused element disappears: move focus
  // to where the reader now is. Wider screens show both, so focus stays where it was.
  React.useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    const list = listRef.current;
    if (target === 'message') {
      if (list !== null && list.getClientRects().length === 0)
        headingRef.current?.focus();
      return;
    }
    list
      ?.querySelector<HTMLElement>(`[data-mail="${state.selectedId ?? ''}"]`)
      ?.focus();
  });

  const folderMails = messagesIn(state.mails, state.folder);
  const selected = state.mails.find((mail) => mail.id === state.selectedId);
  const label = folderLabel(state.folder);

  const open = (id: string) => {
    pendingFocus.current = 'message';
    dispatch({ type: 'open', id });
  };
  const back = () => {
    pendingFocus.current = 'list';
    dispatch({ type: 'back' });
  };
  const send = (draft: ComposeDraft) => {
    dispatch({ type: 'send', mail: toMail(draft, ME, toWallClock(new Date())) });
    setCompose(null);
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
        minHeight: 520,
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
          py: 1,
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
          <MarkunreadOutlinedIcon />
        </Box>
        <Typography
          component="h1"
          level="title-lg"
          noWrap
          sx={{ flex: 1, minWidth: 0 }}
        >
          {APP_NAME}
        </Typography>
        <Button
          startDecorator={<EditRoundedIcon />}
          onClick={() => setCompose({ title: 'New message', draft: EMPTY_DRAFT })}
        >
          Compose
        </Button>
        <Avatar
          src={ME.avatar}
          alt={ME.name}
          size="sm"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        />
      </Box>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
        }}
      >
        <FolderNav
          mails={state.mails}
          folder={state.folder}
          onFolderChange={(folder: FolderId) => dispatch({ type: 'folder', folder })}
          sx={{
            display: { xs: state.view === 'list' ? 'block' : 'none', md: 'block' },
          }}
        />
        <MailList
          listRef={listRef}
          title={label}
          mails={folderMails}
          selectedId={state.selectedId}
          onOpen={open}
          sx={{
            display: { xs: state.view === 'list' ? 'flex' : 'none', md: 'flex' },
          }}
        />
        <ReadingPane
          headingRef={headingRef}
          mail={selected}
          folderLabel={label}
          onBack={back}
          onToggleRead={(id) => dispatch({ type: 'toggleRead', id })}
          onToggleStar={(id) => dispatch({ type: 'toggleStar', id })}
          onReply={(mail: Mail) =>
            setCompose({ title: 'Reply', draft: replyDraft(mail) })
          }
          sx={{
            display: { xs: state.view === 'message' ? 'flex' : 'none', md: 'flex' },
          }}
        />
      </Box>
      <ComposeModal
        request={compose}
        onClose={() => setCompose(null)}
        onSend={send}
      />
      {/* Always in the page, so screen readers hear the confirmation when text appears in it. */}
      <Box
        role="status"
        sx={{
          position: 'fixed',
          insetInline: 0,
          bottom: 16,
          display: 'flex',
          justifyContent: 'center',
          px: 2,
          pointerEvents: 'none',
          zIndex: 10,
        }}
      >
        {state.notice !== null && (
          <Sheet
            variant="solid"
            color="success"
            invertedColors
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              paddingInlineStart: 1.5,
              paddingInlineEnd: 0.5,
              py: 0.5,
              borderRadius: 'md',
              boxShadow: 'md',
              maxWidth: '100%',
              pointerEvents: 'auto',
            }}
          >
            <CheckCircleRoundedIcon />
            <Typography level="body-sm" sx={{ overflowWrap: 'anywhere' }}>
              {state.notice}
            </Typography>
            <IconButton
              aria-label="Dismiss"
              size="sm"
              variant="plain"
              onClick={() => dispatch({ type: 'dismissNotice' })}
            >
              <CloseRoundedIcon />
            </IconButton>
          </Sheet>
        )}
      </Box>
    </Box>
  );
}
