import * as React from 'react';
import AudioFileRounded from '@mui/icons-material/AudioFileRounded';
import CodeRounded from '@mui/icons-material/CodeRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import FolderZipRounded from '@mui/icons-material/FolderZipRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import InsertDriveFileRounded from '@mui/icons-material/InsertDriveFileRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import PictureAsPdfRounded from '@mui/icons-material/PictureAsPdfRounded';
import SlideshowRounded from '@mui/icons-material/SlideshowRounded';
import TableChartRounded from '@mui/icons-material/TableChartRounded';
import Avatar, { type AvatarProps } from '@mui/joy/Avatar';
import type { FileType } from './files';

const LOOKS: Record<
  FileType,
  { icon: React.ReactNode; color: AvatarProps['color'] }
> = {
  Document: { icon: <DescriptionRounded />, color: 'primary' },
  PDF: { icon: <PictureAsPdfRounded />, color: 'danger' },
  Spreadsheet: { icon: <TableChartRounded />, color: 'success' },
  Presentation: { icon: <SlideshowRounded />, color: 'warning' },
  Image: { icon: <ImageRounded />, color: 'primary' },
  Video: { icon: <MovieRounded />, color: 'danger' },
  Audio: { icon: <AudioFileRounded />, color: 'success' },
  Archive: { icon: <FolderZipRounded />, color: 'neutral' },
  Code: { icon: <CodeRounded />, color: 'neutral' },
  Other: { icon: <InsertDriveFileRounded />, color: 'neutral' },
};

interface FileIconProps {
  type: FileType;
  size?: AvatarProps['size'];
}

/** A tile with the icon of a file type; decorative, since the type is always written beside it. */
export default function FileIcon({ type, size = 'sm' }: FileIconProps) {
  const look = LOOKS[type];
  return (
    <Avatar
      variant="soft"
      color={look.color}
      size={size}
      aria-hidden
      sx={{ borderRadius: 'sm' }}
    >
      {look.icon}
    </Avatar>
  );
}
