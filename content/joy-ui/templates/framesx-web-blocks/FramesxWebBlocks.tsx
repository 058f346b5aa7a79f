'use client';

import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ComponentType } from 'react';
import { BLOCKS, blockHref, blockPosition, type BlockId } from './blocks';
import HeroCentered from './HeroCentered';
import HeroLeft from './HeroLeft';
import HeroSplitMedia from './HeroSplitMedia';
import HeroWithForm from './HeroWithForm';
import HeroWithImage from './HeroWithImage';
import HeroWithStats from './HeroWithStats';

const COMPONENTS: Record<BlockId, ComponentType<{ id: string }>> = {
  'hero-left': HeroLeft,
  'hero-centered': HeroCentered,
  'hero-with-image': HeroWithImage,
  'hero-with-form': HeroWithForm,
  'hero-with-stats': HeroWithStats,
  'hero-split-media': HeroSplitMedia,
};

/**
 * A gallery of hero sections for a landing page, shown for an invented planning app, Tidewell.
 * Each block is one component in its own file; the jump list and the captions come from the
 * registry in blocks.ts.
 */
export default function FramesxWebBlocks() {
  return (
    <Box
      component="main"
      sx={{
        flex: 1,
        width: '100%',
        maxWidth: 1200,
        mx: 'auto',
        px: { xs: 1.5, sm: 3 },
        py: { xs: 3, md: 5 },
      }}
    >
      <Stack spacing={1.5} sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography component="h1" level="h2">
          Web blocks
        </Typography>
        <Typography
          level="body-lg"
          textColor="text.secondary"
          sx={{ maxWidth: 720 }}
        >
          Six hero sections for the top of a landing page, dressed for an invented
          planning app called Tidewell. Each one is a component in its own file: copy
          the one you need.
        </Typography>
        <Box component="nav" aria-label="Blocks">
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
            }}
          >
            {BLOCKS.map((block) => (
              <li key={block.id}>
                <Link
                  href={blockHref(block.id)}
                  level="body-sm"
                  variant="soft"
                  underline="none"
                  sx={{ borderRadius: 'xl', px: 1.5, py: 0.5 }}
                >
                  {block.name}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      </Stack>
      <Stack spacing={{ xs: 4, md: 6 }}>
        {BLOCKS.map((block) => {
          const Block = COMPONENTS[block.id];
          return (
            <Box key={block.id}>
              <Stack
                direction="row"
                alignItems="center"
                flexWrap="wrap"
                gap={1}
                sx={{ mb: 1.5 }}
              >
                <Typography level="body-sm" textColor="text.secondary">
                  {blockPosition(block.id)} · {block.name}
                </Typography>
                <Chip size="sm" variant="outlined" sx={{ fontFamily: 'code' }}>
                  {block.file}
                </Chip>
              </Stack>
              <Sheet
                variant="outlined"
                sx={{
                  borderRadius: 'lg',
                  overflow: 'hidden',
                  // In-page links land with the block's edge in view, not under the page's top.
                  '& > section': { scrollMarginTop: '16px' },
                }}
              >
                <Block id={block.id} />
              </Sheet>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
