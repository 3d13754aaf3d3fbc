import { columnsOf } from '../../configuration/list-columns';
import { contactDescriptor } from './contact.descriptor';

const column = columnsOf(contactDescriptor);

/** The contacts' table after the name ("Name, First name"). */
export const contactColumns = [column.field('mail'), column.field('phone')];
