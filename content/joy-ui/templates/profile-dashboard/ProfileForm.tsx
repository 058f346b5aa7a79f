import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import UndoRoundedIcon from '@mui/icons-material/UndoRounded';
import { TIME_ZONES, type ProfileValues } from './data';
import PhotoPicker from './PhotoPicker';
import { readableErrorSx } from './readableError';
import {
  bioCountLabel,
  firstInvalidField,
  isDirty,
  validateProfile,
  type CheckedField,
  type ProfileAction,
  type ProfileFormState,
} from './profile';

interface ProfileFormProps {
  state: ProfileFormState;
  dispatch: React.Dispatch<ProfileAction>;
}

const STATUS_TEXT = {
  saved: 'Profile saved',
  discarded: 'Changes discarded: the form shows your last saved profile again.',
} as const;

/**
 * The profile form. Errors appear after a failed save, under their fields, and focus moves to the
 * first one; Save keeps the values, Cancel goes back to the last saved ones.
 */
export default function ProfileForm({ state, dispatch }: ProfileFormProps) {
  const { draft, errors, status } = state;
  const nameRef = React.useRef<HTMLInputElement>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const bioRef = React.useRef<HTMLTextAreaElement>(null);
  const refs: Record<
    CheckedField,
    React.RefObject<HTMLInputElement | HTMLTextAreaElement | null>
  > = {
    name: nameRef,
    email: emailRef,
    bio: bioRef,
  };
  const dirty = isDirty(state.saved, draft);

  const edit = (field: keyof ProfileValues) => (value: string) =>
    dispatch({ type: 'edit', field, value });

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The reducer runs the same check; running it here tells where to put focus.
    const first = firstInvalidField(validateProfile(draft));
    dispatch({ type: 'save' });
    if (first !== undefined) refs[first].current?.focus();
  };

  return (
    <Card variant="outlined" sx={{ p: 0, gap: 0 }}>
      <Box sx={{ px: 2, pt: 2, pb: 1.5 }}>
        <Typography level="title-lg" component="h2">
          Personal details
        </Typography>
        <Typography level="body-sm">
          What your teammates see next to your comments.
        </Typography>
      </Box>
      <Divider />
      <form noValidate aria-label="Profile" onSubmit={handleSubmit}>
        <Stack spacing={2.5} sx={{ p: 2 }}>
          <PhotoPicker
            name={draft.name}
            value={draft.photo}
            onChange={edit('photo')}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            <FormControl
              required
              sx={readableErrorSx}
              error={errors.name !== undefined}
            >
              <FormLabel>Name</FormLabel>
              <Input
                value={draft.name}
                onChange={(event) => edit('name')(event.target.value)}
                autoComplete="name"
                slotProps={{
                  input: { ref: nameRef, 'aria-invalid': errors.name !== undefined },
                }}
              />
              {errors.name !== undefined && (
                <FormHelperText>{errors.name}</FormHelperText>
              )}
            </FormControl>
            <FormControl>
              <FormLabel>Role</FormLabel>
              <Input
                value={draft.role}
                onChange={(event) => edit('role')(event.target.value)}
                autoComplete="organization-title"
              />
            </FormControl>
            <FormControl
              required
              sx={readableErrorSx}
              error={errors.email !== undefined}
            >
              <FormLabel>E-mail</FormLabel>
              <Input
                type="email"
                value={draft.email}
                onChange={(event) => edit('email')(event.target.value)}
                autoComplete="email"
                slotProps={{
                  input: {
                    ref: emailRef,
                    'aria-invalid': errors.email !== undefined,
                  },
                }}
              />
              {errors.email !== undefined && (
                <FormHelperText>{errors.email}</FormHelperText>
              )}
            </FormControl>
            <FormControl>
              <FormLabel>Time zone</FormLabel>
              {/* Until the options register (on the server) Joy shows the placeholder: make it the current zone. */}
              <Select
                value={draft.timeZone}
                placeholder={
                  TIME_ZONES.find((zone) => zone.id === draft.timeZone)?.label
                }
                onChange={(_event, value) =>
                  value !== null && edit('timeZone')(value)
                }
              >
                {TIME_ZONES.map((zone) => (
                  <Option key={zone.id} value={zone.id}>
                    {zone.label}
                  </Option>
                ))}
              </Select>
            </FormControl>
          </Box>
          <FormControl sx={readableErrorSx} error={errors.bio !== undefined}>
            <FormLabel>Bio</FormLabel>
            <Textarea
              minRows={4}
              value={draft.bio}
              onChange={(event) => edit('bio')(event.target.value)}
              slotProps={{
                textarea: { ref: bioRef, 'aria-invalid': errors.bio !== undefined },
              }}
            />
            {/* The count lives in the helper text, so it is read with the field and sits with its error. */}
            <FormHelperText
              sx={{
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                columnGap: 2,
              }}
            >
              <span>{errors.bio}</span> <span>{bioCountLabel(draft.bio)}</span>
            </FormHelperText>
          </FormControl>
        </Stack>
        <Divider />
        <CardActions sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 2 }}>
          <Box role="status" sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            {status !== 'idle' && (
              <Alert
                role="presentation"
                size="sm"
                variant="soft"
                color={status === 'saved' ? 'success' : 'neutral'}
                startDecorator={
                  status === 'saved' ? (
                    <CheckCircleRoundedIcon />
                  ) : (
                    <UndoRoundedIcon />
                  )
                }
              >
                {STATUS_TEXT[status]}
              </Alert>
            )}
            {status === 'idle' && dirty && (
              <Chip variant="soft" color="warning" size="sm">
                Unsaved changes
              </Chip>
            )}
          </Box>
          <Stack direction="row" spacing={1} sx={{ marginInlineStart: 'auto' }}>
            <Button
              type="button"
              variant="outlined"
              color="neutral"
              onClick={() => dispatch({ type: 'cancel' })}
            >
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </Stack>
        </CardActions>
      </form>
    </Card>
  );
}
