// The field family lives in the UI kit; this path stays for the modules that import it.
export {
  Field,
  FieldInput,
  FieldTextarea,
  FormMessage,
  inputClass,
  SelectField,
  TextareaField,
  TextField,
} from './ui/field.tsx'
export { SubmitButton } from './ui/submit-button.tsx'
