// Each answer's scores side by side: the AI's, every reviewer's (with their note), and the final
// one the interview counts. Shown to a reviewer once their own review is in (or blindness is off).
import {
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Interview, InterviewAnswer, Review } from '../../../dataProvider/types';
import { formatScore, scoreValue } from '../interviewFormat';

/** The AI's score of an answer: kept apart once a person's score stands in its place. */
export function aiScoreOf(entry: InterviewAnswer): number | null {
  if (entry.auto_score !== undefined) return scoreValue(entry.auto_score);
  return entry.scorer === 'admin' ? null : scoreValue(entry.score);
}

/**
 * Each answer's question number: fixed questions 1 first, a follow-up (`follow_up_of`) the number
 * of the question it follows (docs/scoring.md).
 */
export function questionNumbers(history: readonly InterviewAnswer[]): number[] {
  let number = 0;
  return history.map((entry) => (entry.follow_up_of === undefined ? ++number : number));
}

const shown = (score: number | null) => (score === null ? '—' : formatScore(score));

export function ReviewsTable({ interview, reviews }: { interview: Interview; reviews?: Review[] }) {
  const translate = useTranslate();
  if (!reviews)
    return <Skeleton variant="rounded" height={120} aria-label={translate('app.loading')} />;
  if (reviews.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.reviews.none')}
      </Typography>
    );
  }
  const history = interview.history ?? [];
  const numbers = questionNumbers(history);
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={translate('app.reviews.table_label')}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{translate('app.reviews.col_question')}</TableCell>
            <TableCell scope="col" align="right">
              {translate('app.reviews.col_ai')}
            </TableCell>
            {reviews.map((review) => (
              <TableCell scope="col" align="right" key={review.reviewer.id}>
                {review.reviewer.username}
              </TableCell>
            ))}
            <TableCell scope="col" align="right">
              {translate('app.reviews.col_final')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.map((entry, index) => (
            <TableRow key={index}>
              <TableCell scope="row" component="th" sx={{ maxWidth: 280 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {translate(
                    entry.follow_up_of === undefined
                      ? 'app.interviews.question_n'
                      : 'app.reviews.follow_up_of',
                    { n: numbers[index] },
                  )}
                </Typography>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {entry.question}
                </Typography>
              </TableCell>
              <TableCell align="right">
                {entry.scorable === false
                  ? translate('app.interviews.not_scorable')
                  : shown(aiScoreOf(entry))}
              </TableCell>
              {reviews.map((review) => {
                const answer = review.answers.find((a) => a.index === index);
                return (
                  <TableCell align="right" key={review.reviewer.id} sx={{ maxWidth: 220 }}>
                    {answer ? formatScore(answer.score) : '—'}
                    {answer?.note && (
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="div"
                        sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}
                      >
                        {answer.note}
                      </Typography>
                    )}
                  </TableCell>
                );
              })}
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {shown(scoreValue(entry.score))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
