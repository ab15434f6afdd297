/** /shared-elements (spec 02 §2): the templates (Name, Description); the row action opens /share-bookmarks/{templateId}. */
import ShareIcon from '@mui/icons-material/Share';
import { Card, IconButton, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { Routes, TEMPLATE_LIST_LIMIT, type TemplateSummary } from '@dental/contracts';
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { useTemplateCall } from '../templates/templateCalls';

export const SharedElementsList = () => {
  usePageTitle('Shared Elements');
  const run = useTemplateCall();
  const navigate = useNavigate();
  const [rows, setRows] = useState<TemplateSummary[] | null>(null);
  useEffect(() => {
    void run(Routes.listTemplates, { query: { limit: String(TEMPLATE_LIST_LIMIT), offset: '0' } }).then((answer) => setRows(answer ?? []));
  }, [run]);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Shared Elements" />
      <Typography variant="h6" sx={{ p: 2 }}>
        Shared Elements
      </Typography>
      <LinearProgress sx={{ visibility: rows === null ? 'visible' : 'hidden' }} />
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Description</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows ?? []).map((t) => (
            <TableRow key={t._id}>
              <TableCell>{t.name}</TableCell>
              <TableCell>{t.description}</TableCell>
              <TableCell align="right">
                <Tooltip title="Share elements">
                  <IconButton aria-label={`Share elements of ${t.name}`} onClick={() => navigate(`/share-bookmarks/${t._id}`)}>
                    <ShareIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
};
