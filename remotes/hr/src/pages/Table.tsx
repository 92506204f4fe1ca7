// The antd-Table-shaped adapter over the light DataTable now lives in @managewell/ui/table.
export {
  type ColumnsType,
  Table,
  type TableColumn,
  type TablePagination,
  type TableProps,
} from '@managewell/ui/table';
