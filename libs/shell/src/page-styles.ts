// Mantine's whole sheet, every component: loaded by withPageStyles with the code of every page
// but the first (first-page-styles.css holds the first page's part). In the `mantine` layer
// like the first page's part, so the libraries' CSS modules still override it.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
