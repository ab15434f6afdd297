/**
 * The eligibility response as cards (spec 03 "Real Time verification"), as the contracts'
 * `responseCards` lays them out for the web app and the downloaded document alike: meta, provider,
 * subscriber, payer, plan information, plan date information and plan status with the field names of
 * the sample response; then the payer's rejections, an answer per procedure code asked about, the
 * dental benefits grouped for people, and the benefits information.
 */
import {
  Card,
  CardContent,
  CardHeader,
  Chip,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { responseCards, shownValue, type EligibilityResponse, type ResponseFieldsCard, type ResponseTableCard } from '@dental/contracts';
import { useGetOne } from 'react-admin';
import { REALTIME_RESOURCE, type RealtimeDetailRecord } from './realtimeAdapter';

/** One card of name/value lines; each line is labelled with the response's own field name. */
function FieldsCard({ card: { title, fields } }: { card: ResponseFieldsCard }) {
  return (
    <Card variant="outlined" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader title={title} titleTypographyProps={{ variant: 'subtitle1' }} />
      <CardContent sx={{ pt: 0 }}>
        {fields.map(([name, value]) => (
          <Stack key={name} direction="row" spacing={1} data-field={name}>
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 180 }}>
              {name}
            </Typography>
            <Typography variant="body2">{shownValue(value)}</Typography>
          </Stack>
        ))}
      </CardContent>
    </Card>
  );
}

function TableCard({ card: { title, head, rows, status } }: { card: ResponseTableCard }) {
  return (
    <Card variant="outlined" aria-label={title}>
      <CardHeader title={title} titleTypographyProps={{ variant: 'subtitle1' }} />
      <CardContent sx={{ pt: 0, overflowX: 'auto' }}>
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            None
          </Typography>
        ) : (
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {head.map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((cells, i) => (
                <TableRow key={i}>
                  {cells.map((cell, j) => (
                    <TableCell key={j}>
                      {status?.column === j ? <Chip size="small" label={cell} color={status.ok[i] ? 'success' : 'warning'} /> : cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The cards of a verification's answer, read through the data provider (the same `getOne` as the
 * record's page, so the answer is fetched once and shared); nothing until the payer has answered.
 */
export function ResponseCards({ id }: { id: string }) {
  const { data } = useGetOne<RealtimeDetailRecord>(REALTIME_RESOURCE, { id });
  return data?.response ? <Cards response={data.response} /> : null;
}

/** The fields cards side by side in a grid, then the tables one under the other. */
function Cards({ response }: { response: EligibilityResponse }) {
  const cards = responseCards(response);
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        {cards.flatMap((card) =>
          card.kind === 'fields'
            ? [
                <Grid key={card.title} size={{ xs: 12, md: 6, lg: 4 }}>
                  <FieldsCard card={card} />
                </Grid>,
              ]
            : [],
        )}
      </Grid>
      {cards.flatMap((card) => (card.kind === 'table' ? [<TableCard key={card.title} card={card} />] : []))}
    </Stack>
  );
}
