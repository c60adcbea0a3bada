import { useEffect } from 'react';
import { FileUploadViewModel } from '../../../../application/view-models/file-upload.view-model';
import { useInstance } from '../../../app/resolver';
import type { FieldProps } from '../../field-props';

/**
 * The upload list of the open question: opened with the question (a list kept from an earlier
 * visit stays), and its answer handed to the frame whenever it changes (null while a file is still
 * prepared, refused, or the list is empty, which keeps the submit button disabled).
 */
export function useUploadAnswer(props: FieldProps): FileUploadViewModel {
  const { question, setCaptured } = props;
  const upload = useInstance(FileUploadViewModel);
  useEffect(() => upload.open(), [upload, question.attrType]);
  const submission = upload.submission;
  useEffect(() => setCaptured(submission === null ? null : { submission }), [submission, setCaptured]);
  return upload;
}
