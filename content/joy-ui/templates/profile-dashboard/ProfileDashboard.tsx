'use client';

import * as React from 'react';
import Box from '@mui/joy/Box';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import BillingPanel from './BillingPanel';
import { INITIAL_PROFILE } from './data';
import PlanPanel from './PlanPanel';
import { initialFormState, profileReducer } from './profile';
import ProfileAvatar from './ProfileAvatar';
import ProfileForm from './ProfileForm';
import ProfilePreview from './ProfilePreview';
import SettingsPanel, { DEFAULT_SETTINGS, type Settings } from './SettingsPanel';
import TeamPanel from './TeamPanel';

const SECTIONS = ['Profile', 'Settings', 'Team', 'Plan', 'Billing'] as const;

/**
 * Quillpoint's account page: the profile form and the account's other sections in tabs. The form
 * and the settings live here, above the tabs, so switching tabs keeps what was typed.
 */
export default function ProfileDashboard() {
  const [form, dispatch] = React.useReducer(
    profileReducer,
    INITIAL_PROFILE,
    initialFormState,
  );
  const [settings, setSettings] = React.useState<Settings>(DEFAULT_SETTINGS);

  return (
    <Box
      component="main"
      sx={{
        flex: 1,
        width: '100%',
        maxWidth: 1100,
        mx: 'auto',
        paddingInline: { xs: 2, sm: 3 },
        py: { xs: 3, sm: 4 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <ProfileAvatar name={form.saved.name} photo={form.saved.photo} />
        <Box sx={{ minWidth: 0 }}>
          <Typography level="h1" sx={{ fontSize: { xs: 'xl2', sm: 'xl3' } }}>
            My account
          </Typography>
          <Typography level="body-md" sx={{ overflowWrap: 'anywhere' }}>
            Signed in as {form.saved.email}
          </Typography>
        </Box>
      </Box>
      <Tabs defaultValue="Profile" sx={{ bgcolor: 'transparent' }}>
        <TabList
          sx={{
            overflowX: 'auto',
            scrollbarWidth: 'thin',
            [`& .${tabClasses.root}`]: { flex: 'none' },
          }}
        >
          {SECTIONS.map((section) => (
            <Tab key={section} value={section} indicatorInset>
              {section}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="Profile" sx={{ px: 0 }}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                md: 'minmax(0, 2fr) minmax(0, 1fr)',
              },
              alignItems: 'start',
            }}
          >
            <ProfileForm state={form} dispatch={dispatch} />
            <ProfilePreview profile={form.saved} />
          </Box>
        </TabPanel>
        <TabPanel value="Settings" sx={{ px: 0 }}>
          <SettingsPanel settings={settings} onChange={setSettings} />
        </TabPanel>
        <TabPanel value="Team" sx={{ px: 0 }}>
          <TeamPanel />
        </TabPanel>
        <TabPanel value="Plan" sx={{ px: 0 }}>
          <PlanPanel />
        </TabPanel>
        <TabPanel value="Billing" sx={{ px: 0 }}>
          <BillingPanel />
        </TabPanel>
      </Tabs>
    </Box>
  );
}
