/** /share-bookmarks/{id} (spec 02 §2): the template's categories with a checkbox per bookmark, and 'Share Elements'. */
import { Alert, Button, Card, CardContent, Checkbox, FormControlLabel, FormGroup, LinearProgress, Stack, Typography } from '@mui/material';
import { Routes, TemplateMessages, formFields, type TemplateForm } from '@dental/contracts';
import { useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { useTemplateCall } from '../templates/templateCalls';

export const ShareBookmarks = () => {
  usePageTitle('Share Elements');
  const { id = '' } = useParams();
  const run = useTemplateCall();
  const notify = useNotify();
  const [template, setTemplate] = useState<TemplateForm | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);

  useEffect(() => {
    void (async () => {
      const [form, shared] = await Promise.all([
        run(Routes.templateData, { params: { templateId: id } }),
        run(Routes.sharedElements, { query: { templateId: id } }),
      ]);
      if (!form) setFailed(true);
      setTemplate(form ?? null);
      setChosen(shared?.[0]?.elements.map((e) => e._id) ?? []);
    })();
  }, [run, id]);

  const share = async () => {
    if (chosen.length === 0) {
      notify(TemplateMessages.selectBookmark, { type: 'warning' });
      return;
    }
    await run(Routes.shareElements, { body: { templateId: id, elements: chosen } }, TemplateMessages.shared);
  };

  if (failed) return <Alert severity="warning">{TemplateMessages.loadFailed}</Alert>;
  if (!template) return <LinearProgress />;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="Share Elements" />
      <Typography variant="h6">{template.name}</Typography>
      {template.content.map((section) => (
        <Card key={section._id} variant="outlined">
          <CardContent>
            <Typography variant="subtitle1">{section.categoryName}</Typography>
            <FormGroup>
              {formFields({ content: [section] }).map(({ field, subsection }) => (
                <FormControlLabel
                  key={field._id}
                  label={subsection ? `${subsection.code} — ${field.label}` : field.label}
                  control={
                    <Checkbox
                      checked={chosen.includes(field._id)}
                      onChange={() =>
                        setChosen(chosen.includes(field._id) ? chosen.filter((x) => x !== field._id) : [...chosen, field._id])
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </CardContent>
        </Card>
      ))}
      <Stack direction="row">
        <Button variant="contained" onClick={share} data-testid="share-elements">
          Share Elements
        </Button>
      </Stack>
    </Stack>
  );
};
