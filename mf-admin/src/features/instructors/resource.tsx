// /Admin/instructors: every instructor, searchable and sortable by name; an instructor's page with
// their photo.
import { INSTRUCTOR_LIMITS } from '@academy/contract/rules';
import type { AdminInstructor } from '@academy/contract';

import { maxText } from '../../components/resource-section/fields';
import {
  resourceSection,
  type ResourceDefinition,
} from '../../components/resource-section/ResourceSection';
import { publicFile } from '../../components/upload/RecordMediaField';
import { instructorsApi } from './api';
import { instructorsMessages as text } from './messages';

export const instructorsResource: ResourceDefinition<AdminInstructor> = {
  api: instructorsApi,
  text,
  defaultOrdering: 'name',
  columns: [
    { accessorKey: 'name', header: text.name, enableSorting: true },
    { accessorKey: 'mobile_number', header: text.mobileNumber },
    {
      accessorKey: 'LinkdIn',
      header: text.linkedIn,
      cell: ({ row }) =>
        row.original.LinkdIn ? (
          <a
            href={row.original.LinkdIn}
            target="_blank"
            rel="noreferrer"
            aria-label={text.openLinkedIn(row.original.name)}
          >
            {row.original.LinkdIn}
          </a>
        ) : null,
    },
  ],
  fields: [
    {
      name: 'name',
      label: text.name,
      required: true,
      rule: maxText(INSTRUCTOR_LIMITS.name, undefined, text.nameRequired),
    },
    {
      name: 'review',
      label: text.review,
      input: 'multiline',
      rule: (yup) => yup.string().trim().default(''),
    },
    {
      name: 'mobile_number',
      label: text.mobileNumber,
      type: 'tel',
      rule: (yup) =>
        yup
          .string()
          .trim()
          .default('')
          .matches(/^\+?[0-9 ]{6,20}$/, { message: text.mobileInvalid, excludeEmptyString: true }),
    },
    {
      name: 'LinkdIn',
      label: text.linkedIn,
      hint: text.linkedInHint,
      type: 'url',
      rule: (yup) =>
        yup
          .string()
          .trim()
          .default('')
          .matches(/^https:\/\/\S+$/, { message: text.linkedInInvalid, excludeEmptyString: true }),
    },
  ],
  files: [publicFile('image', 'image', text.image, text.imageAttached)],
};

export default resourceSection(instructorsResource);
