import { Avatar, Box, Card, CardContent, Chip, Divider, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { initialsOf } from '../authProvider/authProvider';
import type { AdminProfile } from '../dataProvider/types';
import { formatDate } from '../dates/dates';

interface ProfileSummaryProps {
  profile?: AdminProfile;
  /** the session's picture when the profile answer has none */
  fallbackImage?: string;
}

/** The signed-in admin: avatar, name, role and the account's details. */
export function ProfileSummary({ profile, fallbackImage }: ProfileSummaryProps) {
  const translate = useTranslate();
  const notSet = translate('app.profile.not_set');

  if (!profile) {
    return (
      <Card aria-busy="true" data-testid="profile-summary">
        <CardContent sx={{ p: 3 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            <Skeleton variant="circular" width={88} height={88} />
            <Skeleton variant="text" width={160} sx={{ fontSize: '1.5rem' }} />
            <Skeleton variant="text" width={100} />
          </Box>
          <Divider sx={{ my: 2.5 }} />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="text" sx={{ my: 1 }} />
          ))}
        </CardContent>
      </Card>
    );
  }

  const image = profile.profileImage || fallbackImage || undefined;
  const role = (profile.role ?? '').toUpperCase();
  const details: Array<[string, string | undefined]> = [
    ['app.profile.fields.username', profile.username],
    ['app.profile.fields.name', profile.name],
    ['app.profile.fields.email', profile.email],
    ['app.profile.fields.phone', profile.phone],
    ['app.profile.fields.role', role],
    ['app.profile.member_since', formatDate(profile.created_at)],
  ];

  return (
    <Card data-testid="profile-summary">
      <CardContent sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
          <Avatar
            src={image}
            alt={profile.username}
            sx={{
              width: 88,
              height: 88,
              mb: 1,
              fontSize: 32,
              fontWeight: 650,
              bgcolor: 'primary.main',
            }}
          >
            {initialsOf(profile.name || profile.username)}
          </Avatar>
          <Typography variant="h5" component="h2" sx={{ textAlign: 'center' }}>
            {profile.name || profile.username}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            @{profile.username}
          </Typography>
          {role && (
            <Chip
              label={role}
              size="small"
              color="primary"
              variant="outlined"
              sx={{ mt: 1, fontWeight: 700, letterSpacing: '0.06em' }}
            />
          )}
        </Box>
        <Divider sx={{ my: 2.5 }} />
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 1.5,
            '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
            '& dd': {
              m: 0,
              fontSize: '0.875rem',
              fontWeight: 500,
              textAlign: 'right',
              overflowWrap: 'anywhere',
            },
          }}
        >
          {details.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <dt>{translate(label)}</dt>
              <Box
                component="dd"
                sx={value ? undefined : { color: 'text.secondary', fontStyle: 'italic' }}
              >
                {value || notSet}
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
