/** The labelled form row moved to ui/ (the wallet screens use it too). */
export { FieldRow } from '../../ui/field-row';
