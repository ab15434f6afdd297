/** `/template/:id`: the template editor's canvas for the template the address names (a custom page, not a form). */
import { useParams } from 'react-router-dom';
import { TemplateEditor } from '../template-editor/TemplateEditor';
import { RequireRoutePermission } from './RequireRoutePermission';

export const TemplateEditPage = () => {
  const { id } = useParams<{ id: string }>();
  return (
    <RequireRoutePermission permission="template">
      <TemplateEditor templateId={id} />
    </RequireRoutePermission>
  );
};
