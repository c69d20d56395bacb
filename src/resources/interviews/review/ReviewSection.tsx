// The people's reviews of a completed interview (docs/scoring.md): whether the caller has
// reviewed it, the button to review (blind: the form shows no score), and, once open to the
// caller, each answer's AI score beside every reviewer's and the final one. Not shown by a server
// without reviews (the platform).
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useMay } from '../../../authProvider/useMay';
import { RetryAlert } from '../../../common/RetryAlert';
import { formatDateTime } from '../../../dates/dates';
import type { Interview } from '../../../dataProvider/types';
import { isUnsupported } from '../../../dataProvider/unsupported';
import { ReviewDialog } from './ReviewDialog';
import { useMyReview, useReviews } from './reviewQueries';
import { ReviewsTable } from './ReviewsTable';

/** An interview of the reference server: blind to this reader, or its answers name their scorer. */
export function isReferenceInterview(interview: Interview): boolean {
  return (
    interview.blind === true ||
    (interview.history ?? []).some((entry) => typeof entry.scorer === 'string')
  );
}

export function ReviewSection({ interview }: { interview: Interview }) {
  const translate = useTranslate();
  const headingId = useId();
  const id = String(interview.id);
  // only the reference server's interviews: their answers say who scored them, or they are blind
  // (the platform is never asked for reviews it does not have)
  const completed = interview.status === 'completed' && isReferenceInterview(interview);
  const mayReview = useMay('interviews', 'review');
  const mine = useMyReview(id, completed);
  const unlocked = mine.data?.unlocked === true;
  const reviews = useReviews(id, completed && unlocked);
  const [open, setOpen] = useState(false);

  if (!completed || (mine.isError && isUnsupported(mine.error))) return null;
  let content;
  if (mine.isPending) {
    content = <Skeleton variant="rounded" height={64} aria-label={translate('app.loading')} />;
  } else if (mine.isError) {
    content = (
      <RetryAlert
        message="app.reviews.load_failed"
        retryLabel="app.reviews.retry"
        onRetry={() => void mine.refetch()}
      />
    );
  } else {
    const review = mine.data;
    content = (
      <>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
          <Typography variant="body2" sx={{ flex: '1 1 240px' }} data-testid="review-state">
            {review.submitted_at
              ? translate('app.reviews.submitted', { when: formatDateTime(review.submitted_at) })
              : translate('app.reviews.not_yet')}
          </Typography>
          {mayReview && review.sheet.length > 0 && (
            <Button
              variant={review.submitted_at ? 'outlined' : 'contained'}
              startIcon={<RateReviewOutlinedIcon />}
              onClick={() => setOpen(true)}
            >
              {translate(review.submitted_at ? 'app.reviews.edit' : 'app.reviews.start')}
            </Button>
          )}
        </Box>
        {review.blind && !unlocked && (
          <Alert severity="info" variant="outlined">
            {translate(interview.blind ? 'app.reviews.hidden_until' : 'app.reviews.others_hidden')}
          </Alert>
        )}
        {unlocked &&
          (reviews.isError ? (
            <RetryAlert
              message="app.reviews.load_failed"
              retryLabel="app.reviews.retry"
              onRetry={() => void reviews.refetch()}
            />
          ) : (
            <ReviewsTable interview={interview} reviews={reviews.data} />
          ))}
        {open && <ReviewDialog interviewId={id} review={review} onClose={() => setOpen(false)} />}
      </>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" gutterBottom>
        {translate('app.reviews.heading')}
      </Typography>
      {content}
    </Box>
  );
}
