export { FbdForm, type FbdFormProps } from './FbdForm';
export { fbdFormView, fieldProblem, toggledValue, FormMessages, type FbdFormView, type FieldView, type TabView } from './fbdFormModel';
